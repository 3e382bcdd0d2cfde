import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_WITH_API_KEY, OWNERS_ONLY } from "#core/access/access.text.ts";
import { writeAccountSecurityEvent } from "#core/db/security-events.ts";
import { purgeSecurityLog, SECURITY_LOG_PURGE_CRONTAB } from "#schema/account/security-log-purge.job.ts";
import { JOB_CRONTAB } from "#schema/job-list.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";
import { signedInOwner, browserAt, logIn, type Browser } from "./support.ts";

// Who may read which security log, how it pages, and how long it keeps events.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

/** Five API-key events in the owner's workspace, `key 1` a minute ago to `key 5` five minutes ago. */
async function fiveKeyEvents(ownerName: string) {
  const workspace = await workspaceOf(t.db, ownerName);
  const owner = await t.db.user.findUniqueOrThrow({ where: { username: ownerName } });
  for (let n = 1; n <= 5; n++) {
    await workspace.db.securityEvent.create({
      data: {
        userId: owner.id,
        actorId: owner.id,
        kind: "api_key_created",
        detail: { name: `key ${n}` },
        createdAt: new Date(Date.now() - n * MINUTE_MS),
      },
    });
  }
}

type Page = { data: { description: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

async function restPage(browser: Browser, query: string) {
  const response = await browser.get(`/api/workspace/security-events?${query}`);
  expect(response.status).toBe(200);
  const page = response.body as Page & { totalCount: number };
  return {
    rows: page.data.map((event) => event.description),
    hasNextPage: page.pageInfo.hasNextPage,
    cursor: page.pageInfo.endCursor,
    total: page.totalCount,
  };
}

describe("who reads which log", () => {
  it("refuses the workspace's log to a member, over REST and GraphQL, with the owners-only message", async () => {
    await signedInOwner(t, "access-owner");
    const member = await createUser(t.db, { username: "access-member" });
    await addMember(t.db, await workspaceOf(t.db, "access-owner"), member);
    const browser = browserAt(t);
    await logIn(browser, "access-member");

    const rest = await browser.get("/api/workspace/security-events");
    expect([rest.status, rest.text]).toEqual([403, OWNERS_ONLY]);
    const response = await graphql(browser, "{ securityEvents { totalCount } }");
    expect(errorOf(response.body)).toEqual({ message: OWNERS_ONLY, code: "FORBIDDEN" });
    const own = await browser.get("/api/user/security-events");
    expect([own.status, own.body.data.map((event: { kind: string }) => event.kind)]).toEqual([200, ["sign_in"]]);
  });

  it("refuses both logs to an API key, even an owner's (keys act as members)", async () => {
    const owner = await signedInOwner(t, "key-owner");
    const key = await createApiKey(owner, "Log reader");
    const workspaceLog = await t.request().get("/api/workspace/security-events").set("Authorization", key.header);
    expect([workspaceLog.status, workspaceLog.text]).toEqual([403, OWNERS_ONLY]);
    const ownLog = await t.request().get("/api/user/security-events").set("Authorization", key.header);
    expect([ownLog.status, ownLog.text]).toEqual([403, NOT_WITH_API_KEY]);
    const response = await graphql(
      { post: (path: string) => t.request().post(path).set("Authorization", key.header) } as never,
      "{ mySecurityEvents { totalCount } }",
    );
    expect(errorOf(response.body)).toEqual({ message: NOT_WITH_API_KEY, code: "FORBIDDEN" });
  });

  it("refuses a visitor who is not signed in", async () => {
    const response = await t.request().get("/api/user/security-events");
    expect([response.status, response.text]).toEqual([401, "Not signed in"]);
  });

  it("shows each workspace only its own events", async () => {
    const alpha = await signedInOwner(t, "alpha-log-owner");
    const bravo = await signedInOwner(t, "bravo-log-owner");
    await createApiKey(bravo, "Bravo's key");
    const alphaLog = await alpha.get("/api/workspace/security-events");
    expect(alphaLog.body.data.map((event: { description: string }) => event.description)).toEqual([
      "Signed in with a password",
    ]);
    expect(alphaLog.body.totalCount).toBe(1);
  });
});

describe("paging", () => {
  it("pages newest first over REST by cursor and by offset, with the total", async () => {
    const owner = await signedInOwner(t, "pager");
    await fiveKeyEvents("pager");
    const first = await restPage(owner, "limit=2");
    expect(first).toEqual({
      rows: ["Signed in with a password", 'Created the API key "key 1"'],
      hasNextPage: true,
      cursor: expect.any(String),
      total: 6,
    });
    const second = await restPage(owner, `limit=2&cursor=${first.cursor}`);
    expect([second.rows, second.hasNextPage]).toEqual([
      ['Created the API key "key 2"', 'Created the API key "key 3"'],
      true,
    ]);
    const third = await restPage(owner, `limit=2&cursor=${second.cursor}`);
    expect([third.rows, third.hasNextPage]).toEqual([
      ['Created the API key "key 4"', 'Created the API key "key 5"'],
      false,
    ]);
    const jumped = await restPage(owner, "limit=2&offset=4");
    expect(jumped.rows).toEqual(['Created the API key "key 4"', 'Created the API key "key 5"']);
  });

  it("pages the GraphQL connection the same way", async () => {
    const owner = await signedInOwner(t, "graph-pager");
    await fiveKeyEvents("graph-pager");
    const query = `query ($after: String) { securityEvents(first: 4, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { description } } } }`;
    type Connection = {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { description: string } }[];
    };
    const first = (await graphql(owner, query)).body.data.securityEvents as Connection;
    const second = (await graphql(owner, query, { after: first.pageInfo.endCursor })).body.data
      .securityEvents as Connection;
    expect(
      [first, second].map((page) => [page.edges.map(({ node }) => node.description), page.pageInfo.hasNextPage]),
    ).toEqual([
      [
        [
          "Signed in with a password",
          'Created the API key "key 1"',
          'Created the API key "key 2"',
          'Created the API key "key 3"',
        ],
        true,
      ],
      [['Created the API key "key 4"', 'Created the API key "key 5"'], false],
    ]);
    expect(first.totalCount).toBe(6);
  });

  it("answers 400 for a cursor or a limit it cannot read", async () => {
    const owner = await signedInOwner(t, "bad-pager");
    const cursor = await owner.get("/api/workspace/security-events?cursor=not-a-cursor");
    expect([cursor.status, cursor.text]).toEqual([400, "Invalid cursor"]);
    const limit = await owner.get("/api/user/security-events?limit=many");
    expect([limit.status, limit.text]).toEqual([400, "limit must be a whole number"]);
  });
});

describe("the purge", () => {
  it("runs daily from the job queue's crontab", () => {
    expect(JOB_CRONTAB.split("\n")).toContain(SECURITY_LOG_PURGE_CRONTAB);
    expect(SECURITY_LOG_PURGE_CRONTAB).toBe("15 3 * * * security_log_purge");
  });

  it("deletes events older than 180 days, of accounts and workspaces alike, and keeps younger ones", async () => {
    await signedInOwner(t, "purged");
    const user = await t.db.user.findUniqueOrThrow({ where: { username: "purged" } });
    const workspace = await workspaceOf(t.db, "purged");
    const now = Date.now();
    for (const [name, days] of [
      ["old", 181],
      ["young", 179],
    ] as const) {
      await workspace.db.securityEvent.create({
        data: {
          userId: user.id,
          actorId: user.id,
          kind: "api_key_created",
          detail: { name },
          createdAt: new Date(now - days * DAY_MS),
        },
      });
    }
    await writeAccountSecurityEvent(
      t.db,
      { userId: user.id, actorId: user.id, kind: "session_ended", ip: "", userAgent: "", detail: {} },
      false,
    );
    await t.db.$executeRaw`UPDATE security_events SET created_at = now() - interval '181 days'
      WHERE user_id = ${user.id}::uuid AND kind = 'session_ended'`;

    await purgeSecurityLog({ db: t.db, log: pino({ level: "silent" }) })();

    const left = await t.db.$queryRaw<{ kind: string; name: string | null; workspace: boolean }[]>`
      SELECT kind, detail->>'name' AS name, workspace_id IS NOT NULL AS workspace FROM security_events
      WHERE user_id = ${user.id}::uuid ORDER BY created_at DESC, workspace_id IS NOT NULL`;
    expect(left).toEqual([
      { kind: "sign_in", name: null, workspace: false },
      { kind: "sign_in", name: null, workspace: true },
      { kind: "api_key_created", name: "young", workspace: true },
    ]);
  });
});
