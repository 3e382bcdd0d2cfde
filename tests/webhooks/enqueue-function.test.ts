import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { DEFAULT_SESSION_LIFETIMES } from "#gateway/session.ts";
import { jobTaskList } from "#schema/job-list.ts";
import { WEBHOOK_DELIVERY } from "#schema/webhooks/webhook-delivery.job.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type FunctionDefinition = { name: string; definition: string };

/** Every function the migrations made, as PostgreSQL holds it now (the latest migration's version). */
function ourFunctions() {
  return t.db.$queryRaw<FunctionDefinition[]>(Prisma.sql`
    SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND p.prokind = 'f'
    ORDER BY p.proname`);
}

/** The task names queued by bramble_enqueue calls written in SQL (the first argument, a literal). */
function tasksQueuedIn(definition: string): string[] {
  return [...definition.matchAll(/bramble_enqueue\(\s*'([^']+)'/g)].map((match) => match[1] ?? "");
}

const workerTasks = Object.keys(
  jobTaskList({
    db: {} as never,
    mailer: { send: async () => undefined },
    log: pino({ level: "silent" }),
    appUrl: "http://crm.test",
    timeZone: "UTC",
    reminderHour: 7,
    sessionLifetimes: DEFAULT_SESSION_LIFETIMES,
    webhooks: { timeoutMs: 1, retryBaseMs: 1, allowPrivateAddresses: false, onOutcome: () => undefined },
  }),
);

describe("the SQL road into the job queue", () => {
  it("is bramble_enqueue alone: no other function of ours adds graphile-worker jobs itself", async () => {
    const adding = (await ourFunctions()).filter(({ definition }) => /graphile_worker\.add_jobs?\(/.test(definition));
    expect(adding.map(({ name }) => name)).toEqual(["bramble_enqueue"]);
  });

  it("queues from the triggers only task names the TypeScript worker runs, under their constants", async () => {
    const queued = (await ourFunctions()).flatMap(({ name, definition }) =>
      tasksQueuedIn(definition).map((task) => [name, task]),
    );
    expect(queued).toEqual([["enqueue_webhook_deliveries", WEBHOOK_DELIVERY]]);
    expect(workerTasks).toContain(WEBHOOK_DELIVERY);
  });

  it("is what the webhook triggers of customers, companies, their links, custom fields, deals, tasks and activities run", async () => {
    const triggers = await t.db.$queryRaw<{ table: string; count: number }[]>(Prisma.sql`
      SELECT c.relname AS table, count(*)::int AS count
      FROM pg_trigger tr
      JOIN pg_class c ON c.oid = tr.tgrelid
      JOIN pg_proc p ON p.oid = tr.tgfoid
      WHERE p.proname = 'enqueue_webhook_deliveries' AND NOT tr.tgisinternal
      GROUP BY c.relname ORDER BY c.relname`);
    expect(triggers).toEqual([
      { table: "activities", count: 3 },
      { table: "companies", count: 3 },
      { table: "custom_fields", count: 3 },
      { table: "customer_companies", count: 3 },
      { table: "customers", count: 3 },
      { table: "deals", count: 3 },
      { table: "tasks", count: 3 },
    ]);
  });
});
