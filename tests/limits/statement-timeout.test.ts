import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "#prisma/pg-client.ts";
import { withoutStatementTimeout } from "#core/db/db.ts";
import { STATEMENT_TIMEOUT_MESSAGE } from "#core/db/prisma-errors.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

const TIMEOUT_MS = 500;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, pino({ level: "silent" }), { statementTimeoutMs: TIMEOUT_MS });
});
afterAll(() => t.close());

/** A connection of its own, as PostgreSQL gives it to the app's role. */
async function showStatementTimeout(connect: (work: (client: pg.Client) => Promise<string>) => Promise<string>) {
  return connect(
    async (client) =>
      (await client.query<{ statement_timeout: string }>("SHOW statement_timeout")).rows[0]!.statement_timeout,
  );
}

async function plainClient<Result>(work: (client: pg.Client) => Promise<Result>): Promise<Result> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe("the statement timeout of request work (DATABASE_STATEMENT_TIMEOUT_MS)", () => {
  it("is the role's default in the app's database, so every new connection has it", async () => {
    expect(await showStatementTimeout(plainClient)).toBe("500ms");
  });

  it("is lifted on the connections of long-running work (migrations, backups, bulk loads)", async () => {
    expect(await showStatementTimeout((work) => withClient(t.databaseUrl, work))).toBe("0");
    expect(
      await withClient(t.databaseUrl, async (client) => (await client.query("SELECT pg_sleep(0.8)")).rowCount),
    ).toBe(1);
  });

  it("is lifted inside the app client's long-running work (purging deleted workspaces), and holds outside it", async () => {
    const lifted = await withoutStatementTimeout(t.db, async (tx) => {
      await tx.$queryRaw`SELECT pg_sleep(0.8)::text`;
      return tx.$queryRaw<{ statement_timeout: string }[]>`SHOW statement_timeout`;
    });
    expect(lifted).toEqual([{ statement_timeout: "0" }]);
    await expect(t.db.$queryRaw`SELECT pg_sleep(0.8)::text`).rejects.toThrow(STATEMENT_TIMEOUT_MESSAGE);
  });

  it("stops a request's statement that runs past it and answers 503 with a message", async () => {
    const agent = await signedInAgent(t, { username: "slow-reader" });
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      // Another transaction holds the customers table, so the request's read waits for it.
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE customers IN ACCESS EXCLUSIVE MODE");
      const started = Date.now();
      const refused = await agent.get("/api/customers").set("Accept", "application/problem+json");
      const waitedMs = Date.now() - started;
      expect([refused.status, JSON.parse(refused.text)]).toEqual([
        503,
        {
          type: "about:blank",
          title: "Service Unavailable",
          status: 503,
          detail: STATEMENT_TIMEOUT_MESSAGE,
          code: "UNAVAILABLE",
        },
      ]);
      expect(waitedMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
      await holder.query("ROLLBACK");
      const served = await agent.get("/api/customers");
      expect(served.status).toBe(200);
    } finally {
      await holder.end();
    }
  });
});
