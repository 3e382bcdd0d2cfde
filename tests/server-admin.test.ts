import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "#core/db/db.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-database.ts";
import { createUser } from "./support/users.ts";

const ADMIN_LOGIN = "mutation ($input: LoginInput!) { adminLogin(input: $input) { message } }";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  return typeof address === "object" && address ? address.port : 0;
}

/** Starts the server on a known port and resolves at its first answer, as a load balancer sees it. */
async function startAndWaitForHealth(env: Record<string, string>) {
  const port = await freePort();
  const server = startServerProcess({ ...env, PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const status = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { server, baseUrl };
    await sleep(10);
  }
}

async function adminLogin(baseUrl: string, username: string, password: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query: ADMIN_LOGIN, variables: { input: { username, password } } }),
  });
  const body = (await response.json()) as {
    data?: { adminLogin: { message: string } };
    errors?: { message: string }[];
  };
  return body.data?.adminLogin.message ?? body.errors?.[0]?.message;
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/** A database and a data folder of its own for the servers one describe block starts. */
function serverFolders() {
  const folders = {} as { database: TestDatabase; dataDir: string };
  beforeAll(async () => {
    folders.database = await createTestDatabase();
    folders.dataDir = await mkdtemp(path.join(tmpdir(), "bramble-server-admin-"));
  });
  afterAll(async () => {
    await folders.database.drop();
    await rm(folders.dataDir, { recursive: true, force: true });
  });
  return folders;
}

/** The admin account is set up while the server already answers: sign-in must wait for it. */
describe("the server with ADMIN_USERNAME and ADMIN_PASSWORD", () => {
  const folders = serverFolders();

  it("signs the configured admin in from its first answer, and takes a changed password at the next start", async () => {
    const env = { DATABASE_URL: folders.database.url, DATA_DIR: folders.dataDir, ADMIN_USERNAME: "owner" };

    const first = await startAndWaitForHealth({ ...env, ADMIN_PASSWORD: "first-password" });
    expect(await adminLogin(first.baseUrl, "owner", "first-password")).toBe("Logged in successfully");
    await stop(first.server);

    const second = await startAndWaitForHealth({ ...env, ADMIN_PASSWORD: "second-password" });
    expect(await adminLogin(second.baseUrl, "owner", "first-password")).toBe("Invalid credentials");
    expect(await adminLogin(second.baseUrl, "owner", "second-password")).toBe("Logged in successfully");
    expect(second.server.output()).toContain('Admin account \\"owner\\" is ready (password from ADMIN_PASSWORD).');
    await stop(second.server);
  });
});

describe("the server with ADMIN_USERNAME naming an ordinary account", () => {
  const folders = serverFolders();

  it("refuses to start, naming ADMIN_USERNAME, and leaves the account as it was", async () => {
    const db = createDatabase(folders.database.url);
    let server: ServerProcess | undefined;
    try {
      const ordinary = await createUser(db, { username: "pat" });
      server = startServerProcess({
        DATABASE_URL: folders.database.url,
        DATA_DIR: folders.dataDir,
        ADMIN_USERNAME: "pat",
        ADMIN_PASSWORD: "admin-password",
      });
      const started = server;
      // A server that started anyway fails the test at once rather than after vitest's timeout.
      expect(
        await started.baseUrl.then(
          () => "listening",
          () => started.exited,
        ),
      ).toBe(1);
      expect(server.output()).toContain(
        'ADMIN_USERNAME names \\"pat\\", an existing account that is not an admin. An ordinary account is never made the site admin: choose another ADMIN_USERNAME.',
      );
      expect(await db.user.findUniqueOrThrow({ where: { id: ordinary.id } })).toEqual(ordinary);
      expect(await db.user.count({ where: { role: "admin" } })).toBe(0);
    } finally {
      if (server?.child.exitCode === null) server.child.kill("SIGKILL");
      await db.$disconnect();
    }
  });
});
