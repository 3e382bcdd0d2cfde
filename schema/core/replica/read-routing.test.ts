import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSwitchableProxy, type SwitchableProxy } from "#tests/faults/switchable-proxy.ts";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createDatabase, type Database } from "../db/db.ts";
import type { Copy } from "./failover-client.ts";
import { createReadRouting, type ReadRouting } from "./read-routing.ts";
import { isWalPosition, walBytes } from "./wal-position.ts";

// The "replica" here is the same database reached through a proxy the test can cut: PostgreSQL that is
// not in recovery reports its own end of log as the position it has replayed, so it always counts as
// caught up. Real streaming replication is exercised by `npm run test:cluster`.

let database: TestDatabase;
let proxy: SwitchableProxy;
let primary: Database;
let replica: Database;
let routing: ReadRouting;
const reads: Copy[] = [];

const POLL_MS = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilRead(copy: Copy) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    reads.length = 0;
    await routing.readsAfter(undefined).db.heroContent.count();
    if (reads[0] === copy) return;
    await pause(POLL_MS);
  }
  throw new Error(`reads never went to the ${copy}`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startSwitchableProxy(database.url);
  primary = createDatabase(database.url);
  replica = createDatabase(proxy.url);
  routing = createReadRouting({
    primary,
    replica,
    log: pino({ level: "silent" }),
    onRead: (copy) => reads.push(copy),
    pollMs: POLL_MS,
  });
  await untilRead("replica");
});

afterAll(async () => {
  await routing.stop();
  await primary.$disconnect();
  await proxy.close();
  await database.drop();
});

describe("read routing", () => {
  it("sends lag-tolerant reads to the replica, workspace reads scoped as on the primary", async () => {
    reads.length = 0;
    const workspace = await primary.workspace.create({ data: { name: "Routed" } });
    await primary.$forWorkspace(workspace.id).customer.create({ data: { name: "Ada", email: "ada@example.com" } });
    const other = await primary.workspace.create({ data: { name: "Other" } });
    await primary.$forWorkspace(other.id).customer.create({ data: { name: "Bo", email: "bo@example.com" } });

    const routed = routing.readsAfter(undefined).forWorkspace(workspace.id, primary.$forWorkspace(workspace.id));
    const names = (await routed.customer.findMany({ select: { name: true } })).map(({ name }) => name);
    expect(names).toEqual(["Ada"]);
    const counted = await routed.$queryWorkspace<{ count: number }>(
      (id) => Prisma.sql`SELECT count(*)::int AS count FROM customers WHERE workspace_id = ${id}`,
    );
    expect(counted).toEqual([{ count: 1 }]);
    expect(reads).toEqual(["replica", "replica"]);
  });

  it("gives the primary's end of log as a write's position, and sends a caller whose write is further to the primary", async () => {
    const position = await routing.writePosition();
    expect(isWalPosition(position)).toBe(true);
    reads.length = 0;
    await routing.readsAfter("FFFFFFFF/0").db.heroContent.count();
    expect(reads).toEqual(["primary"]);
    // The replica's position is polled: once a poll has seen it reach the write, the write's reads go there.
    // (Any write on the server, another test's too, moves the end of log past the last poll meanwhile.)
    await expect
      .poll(async () => {
        reads.length = 0;
        await routing.readsAfter(position ?? "").db.heroContent.count();
        return reads;
      })
      .toEqual(["replica"]);
    expect(walBytes(position ?? "0/0")).toBeGreaterThan(0n);
  });

  it("answers a read the replica fails from the primary, leaves the replica out while it is away, and takes it back", async () => {
    const routed = routing.readsAfter(undefined);
    await proxy.cut();
    reads.length = 0;
    expect(await routed.db.heroContent.count()).toBe(await primary.heroContent.count());
    expect(reads).toEqual(["primary"]);

    await untilRead("primary");
    reads.length = 0;
    await routing.readsAfter(undefined).db.heroContent.count();
    expect(reads).toEqual(["primary"]);

    await proxy.restore();
    await untilRead("replica");
  });
});

describe("read routing without a replica", () => {
  it("reads from the primary and keeps no position", async () => {
    const seen: Copy[] = [];
    const alone = createReadRouting({ primary, log: pino({ level: "silent" }), onRead: (copy) => seen.push(copy) });
    await alone.readsAfter(undefined).db.heroContent.count();
    await alone.readsAfter("0/1").db.heroContent.count();
    expect(seen).toEqual(["primary", "primary"]);
    expect(await alone.writePosition()).toBeNull();
    await alone.stop();
  });
});
