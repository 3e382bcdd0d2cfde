import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const FILE_NAME = "session-secret";

/**
 * The secret that seals session cookies. Without SESSION_SECRET one is generated on first start and
 * kept (owner-only) in the data folder, so sessions survive restarts.
 */
export async function resolveSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, FILE_NAME);
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}
