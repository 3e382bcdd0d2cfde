import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "#prisma/postgres/embedded-postgres.ts";
import { readPostmasterFile } from "#prisma/postgres/postmaster.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { createDatabase } from "#core/db/db.ts";
import { startServerProcess } from "#tests/support/server-process.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";

const WRITERS = 8;
/** Acknowledged writes to collect before pulling the plug. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "bramble-crash-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** An API key of a new workspace, written straight into the server's database. */
async function createKey(): Promise<string> {
  const database = await startEmbeddedPostgres({ dataDir, log: () => {} });
  const db = createDatabase(database.url);
  try {
    const owner = await createUser(db, { username: "writer" });
    const workspace = await createWorkspace(db, owner);
    const secret = `brk_${randomBytes(32).toString("base64url")}`;
    await workspace.db.apiKey.create({
      data: { name: "burst", prefix: secret.slice(0, 10), hash: hashTokenSecret(secret), userId: owner.id },
    });
    return secret;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

async function storedCustomerNames(): Promise<Set<string>> {
  const database = await startEmbeddedPostgres({ dataDir, log: () => {} });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("SELECT name FROM customers");
    return new Set(rows.map((row) => row.name));
  } finally {
    await client.end();
    await database.stop();
  }
}

describe("a crash of the server and PostgreSQL together", () => {
  it("loses no acknowledged write, and the next start needs no manual step", async () => {
    const first = startServerProcess({ DATA_DIR: dataDir });
    const baseUrl = await first.baseUrl;
    const secret = await createKey();

    const acknowledged: string[] = [];
    let crashed = false;
    let sent = 0;
    let onEnough = () => {};
    const enough = new Promise<void>((resolve) => (onEnough = resolve));
    const writer = async () => {
      while (!crashed) {
        const name = `customer-${sent++}`;
        const response = await fetch(`${baseUrl}/api/customers`, {
          method: "POST",
          headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
          body: JSON.stringify({ name, email: `${name}@example.com` }),
        }).catch(() => null);
        if (response?.status === 201) acknowledged.push(name);
        else if (response === null) return;
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) onEnough();
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await enough;
    const postmaster = await readPostmasterFile(path.join(dataDir, "postgres"));
    first.child.kill("SIGKILL");
    process.kill(postmaster!.pid, "SIGKILL");
    crashed = true;
    await Promise.all([first.exited, ...writers]);

    const second = startServerProcess({ DATA_DIR: dataDir });
    await second.baseUrl;
    const stored = await storedCustomerNames();
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });
});
