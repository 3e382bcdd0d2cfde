import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { newWebhookSecret } from "#schema/webhooks/webhook-signature.ts";
import type { WorkspaceAccess } from "#core/context.ts";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";
import { signatureVerifies, startReceiver, type Receiver } from "./receiver.ts";

/** Long enough that the retry is still waiting when the first process is killed. */
const RETRY_BASE_MS = 3000;

let database: TestDatabase;
let db: Database;
let dataDir: string;
let receiver: Receiver;
let workspace: WorkspaceAccess;
const servers: ServerProcess[] = [];

function startServer(): ServerProcess {
  const server = startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS),
    // The receiver listens on 127.0.0.1.
    WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url);
  dataDir = await mkdtemp(path.join(tmpdir(), "bramble-webhooks-"));
  receiver = await startReceiver();
  workspace = await createWorkspace(db, await createUser(db, { username: "kit" }));
});
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
  await receiver.close();
  await db.$disconnect();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a delivery committed before its process was killed", () => {
  it("is still delivered, signed, by the next process", async () => {
    const secret = newWebhookSecret();
    const apiKey = "brk_webhook-restart-test-key";
    const kit = await db.user.findUniqueOrThrow({ where: { username: "kit" } });
    await workspace.db.webhookEndpoint.create({
      data: { url: receiver.url, events: ["customer.created"], secret, createdById: kit.id },
    });
    await workspace.db.apiKey.create({
      data: { name: "script", prefix: apiKey.slice(0, 10), hash: hashTokenSecret(apiKey), userId: kit.id },
    });

    // The receiver fails the first try; the retry is committed, waiting, when the process dies.
    receiver.failNext(1);
    const first = startServer();
    const created = await fetch(`${await first.baseUrl}/api/customers`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Kate Killed", email: "kate@x.test" }),
    });
    expect(created.status).toBe(201);
    await expect
      .poll(async () => (await workspace.db.webhookDelivery.findFirst())?.attempts, { timeout: 10_000, interval: 20 })
      .toBe(1);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(await workspace.db.webhookDelivery.findFirstOrThrow()).toMatchObject({ status: "pending", attempts: 1 });

    const second = startServer();
    await second.baseUrl;
    await expect
      .poll(async () => (await workspace.db.webhookDelivery.findFirst())?.status, { timeout: 20_000, interval: 100 })
      .toBe("succeeded");
    const delivery = await workspace.db.webhookDelivery.findFirstOrThrow();
    expect(delivery).toMatchObject({ attempts: 2, responseStatus: 204 });
    expect(receiver.requests.map((received) => [received.status, received.headers["webhook-id"]])).toEqual([
      [500, delivery.eventId],
      [204, delivery.eventId],
    ]);
    const [, delivered] = receiver.requests;
    expect(signatureVerifies(secret, delivered!)).toBe(true);
    expect(delivered!.event).toMatchObject({
      type: "customer.created",
      data: { name: "Kate Killed", email: "kate@x.test" },
    });
  });
});
