import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const migrateScript = fileURLToPath(new URL("./migrate.ts", import.meta.url));

/**
 * Applies pending migrations (`prisma/migrate.ts deploy`) in a child process: the migration engine
 * patches pg in ways the calling application must not inherit. Each line the child prints (such as
 * "Applied migration 20260101000000_init") goes to `log`; a failure rejects with the child's stderr.
 */
export function runMigrationsInChildProcess(
  databaseUrl: string,
  log: (line: string) => void = () => {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [migrateScript, "deploy"], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      for (const line of stdout.split("\n")) if (line.trim() !== "") log(line);
      if (code === 0) resolve();
      else reject(new Error(stderr.trim() || `prisma/migrate.ts deploy ended with ${signal ?? `code ${code}`}`));
    });
  });
}
