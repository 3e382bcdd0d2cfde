import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_BUNDLE } from "#scripts/build-server.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { startThrowawayPostgres } from "#tests/support/throwaway-postgres.ts";

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };

/**
 * Starts the real server, the bundle `npm run build` wrote, as `npm start` does, on a free port
 * against its own PostgreSQL database, with its standard output kept in a file so tests can read
 * the e-mail links it prints.
 */
export default async function globalSetup() {
  const postgres = await startThrowawayPostgres();
  await adminQuery(postgres.adminUrl, "CREATE DATABASE bramble_e2e");

  const dataDir = await mkdtemp(path.join(tmpdir(), "bramble-e2e-"));
  const logFile = path.join(dataDir, "server.log");
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(postgres.adminUrl, "bramble_e2e"),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT: "1000",
      // The webhook test's receiver listens on 127.0.0.1, which production refuses by default.
      WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(process.stderr);

  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 60 s")), 60_000);
    server.stdout.on("data", (chunk: Buffer) => {
      const match = /running at (http:\/\/[^\s"]+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on("exit", (code) => reject(new Error(`the server exited early with code ${code}`)));
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logFile;

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
