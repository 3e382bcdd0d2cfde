import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { WITHOUT_STATEMENT_TIMEOUT } from "#prisma/pg-client.ts";
import { APP_DATABASE } from "#scripts/cluster/postgres-servers.ts";
import { STATEMENT_TIMEOUT_MESSAGE } from "#core/db/prisma-errors.ts";
import { signUpAndSignIn } from "./support/accounts.ts";
import { cluster } from "./support/cluster.ts";
import type { ClusterClient } from "./support/http-client.ts";

/** DATABASE_STATEMENT_TIMEOUT_MS's default, which the cluster's gateways keep. */
const TIMEOUT_MS = 10_000;

async function connected(connectionString: string, options?: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, ...(options ? { options } : {}) });
  await client.connect();
  return client;
}

async function statementTimeout(client: pg.Client): Promise<string> {
  return (await client.query<{ statement_timeout: string }>("SHOW statement_timeout")).rows[0]!.statement_timeout;
}

describe("the statement timeout through PgBouncer in transaction mode", () => {
  let person: ClusterClient;
  beforeAll(async () => {
    person = await signUpAndSignIn(cluster().haproxyUrl, "patient", "198.51.100.61", inject("mailFile"));
  });

  describe("on the app role's connections through PgBouncer", () => {
    let bouncer: pg.Client;
    beforeAll(async () => {
      bouncer = await connected(cluster().urls.database, WITHOUT_STATEMENT_TIMEOUT);
    });
    afterAll(() => bouncer.end());

    it("is the role's default, which a client's startup option cannot lift", async () => {
      // PgBouncer drops the option: it never reaches a server connection the requests share.
      expect(await statementTimeout(bouncer)).toBe("10s");
    });
  });

  it("stops a request's statement that waits past it and answers 503 with a message, not a hang", async () => {
    const state = cluster();
    const superuserUrl = new URL(state.urls.primarySuperuser);
    superuserUrl.pathname = `/${APP_DATABASE}`;
    const holder = await connected(superuserUrl.toString());
    try {
      // Another transaction holds the customers table, so the request's write (the primary's) waits for it.
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE customers IN ACCESS EXCLUSIVE MODE");
      const customer = { name: "Patient Customer", email: "patient-customer@example.com" };
      const started = Date.now();
      const answer = await person.send(state.haproxyUrl, "POST", "/api/customers", {
        body: customer,
        timeoutMs: 90_000,
      });
      const waitedMs = Date.now() - started;
      expect([answer.status, answer.body]).toEqual([503, STATEMENT_TIMEOUT_MESSAGE]);
      expect(waitedMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
      await holder.query("ROLLBACK");
      // The stopped insert left nothing behind: the same address is free.
      const created = await person.send(state.haproxyUrl, "POST", "/api/customers", { body: customer });
      expect(created.status).toBe(201);
    } finally {
      await holder.end();
    }
  });
});
