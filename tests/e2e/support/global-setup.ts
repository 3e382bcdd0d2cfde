import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_BUNDLE } from "#scripts/build-server.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { startOidcProvider, unusedPort } from "#tests/support/oidc-provider.ts";
import { startThrowawayPostgres } from "#tests/support/throwaway-postgres.ts";

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };

/** The single sign-on the server is configured with: a real OpenID provider and one of its accounts. */
export const E2E_SINGLE_SIGN_ON = {
  buttonLabel: "Sign in with Example SSO",
  account: "sso-person",
  email: "sso-person@example.com",
};

/**
 * Starts the real server, the bundle `npm run build` wrote, as `npm start` does, on a free port
 * against its own PostgreSQL database, with its standard output kept in a file so tests can read
 * the e-mail links it prints. Single sign-on is configured with a real OpenID provider (the tests'
 * `oidc-provider`) on a port of its own, whose redirect URI names the server's port, chosen first.
 */
export default async function globalSetup() {
  const postgres = await startThrowawayPostgres();
  await adminQuery(postgres.adminUrl, "CREATE DATABASE bramble_e2e");
  const port = await unusedPort();
  const provider = await startOidcProvider(`http://localhost:${port}/api/auth/oidc/callback`);
  provider.accounts.set(E2E_SINGLE_SIGN_ON.account, { email: E2E_SINGLE_SIGN_ON.email, email_verified: true });

  const dataDir = await mkdtemp(path.join(tmpdir(), "bramble-e2e-"));
  const logFile = path.join(dataDir, "server.log");
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(postgres.adminUrl, "bramble_e2e"),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT: "1000",
      // The webhook test's receiver listens on 127.0.0.1, which production refuses by default.
      WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
      LOG_LEVEL: "info",
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_BUTTON_LABEL: E2E_SINGLE_SIGN_ON.buttonLabel,
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
    await provider.close();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
