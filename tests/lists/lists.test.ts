import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma, type User } from "#prisma/generated/prisma/client.ts";
import type { Context } from "#core/context.ts";
import { listCustomers } from "#schema/customers/customers.service.ts";
import type { Connection, PageArgs } from "#core/lists/list-page.ts";
import { COUNT_CAP } from "#core/lists/lists.rules.ts";
import { listTasks } from "#schema/tasks/tasks.service.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let agent: Awaited<ReturnType<typeof signedInAgent>>;
let ctx: Context;
let apiKey: string;
const statements: string[] = [];

const NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"];
const COMPANIES = ["Acme", "Globex", "Initech"];

beforeAll(async () => {
  t = await startTestApp({ apiRateLimit: 100_000 }, undefined, { onQuery: (sql) => statements.push(sql) });
  agent = await signedInAgent(t, { username: "lister" });
  const workspace = await workspaceOf(t.db, "lister");
  const viewer = await t.db.user.findUniqueOrThrow({ where: { username: "lister" } });
  ctx = serviceContext(t.db, viewer as User, workspace);
  // Repeated names, companies and values, so every order has ties the id must break.
  await workspace.db.customer.createMany({
    data: Array.from({ length: 40 }, (_value, at) => ({
      name: `${NAMES[at % NAMES.length]} ${at % 7}`,
      email: `c${at}@example.test`,
      company: COMPANIES[at % COMPANIES.length]!,
      status: at % 4 === 0 ? ("active" as const) : ("lead" as const),
      valueCents: (at % 6) * 100,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (at % 9))),
    })),
  });
  await workspace.db.task.createMany({
    data: Array.from({ length: 23 }, (_value, at) => ({
      title: `Task ${at}`,
      priority: (["high", "medium", "low"] as const)[at % 3],
      dueAt: at % 4 === 0 ? null : new Date(Date.UTC(2026, 1, 1 + (at % 5))),
    })),
  });
  const created = await graphql(
    agent,
    `
      mutation {
        createApiKey(input: { name: "lists" }) {
          secret
        }
      }
    `,
  );
  apiKey = created.body.data.createApiKey.secret;
});
afterAll(() => t.close());

async function walk<Row extends { id: string }>(
  list: (args: PageArgs) => Promise<Connection<Row>>,
  first: number,
): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const connection: Connection<Row> = await list({ first, after });
    ids.push(...connection.edges.map((edge) => edge.node.id));
    if (!connection.pageInfo.hasNextPage) return ids;
    after = connection.pageInfo.endCursor;
  }
  throw new Error("the walk did not end");
}

describe("keyset pages", () => {
  it.each([
    ["name", "name", "asc"],
    ["name", "name", "desc"],
    ["company", "company", "asc"],
    ["value", "valueCents", "desc"],
    ["createdAt", "createdAt", "asc"],
  ] as const)(
    "walk customers by %s (%s %s) to exactly the rows of one ordered read",
    async (field, column, direction) => {
      const walked = await walk((args) => listCustomers(ctx, { ...args, orderBy: { field, direction } }), 7);
      const all = await ctx.workspace!.db.customer.findMany({ orderBy: [{ [column]: direction }, { id: direction }] });
      expect(walked).toEqual(all.map((customer) => customer.id));
    },
  );

  it.each([
    ["dueAt", "asc"],
    ["dueAt", "desc"],
    ["priority", "asc"],
    ["priority", "desc"],
  ] as const)(
    "walk tasks by %s %s, tasks without a due date last, priorities in their declared order",
    async (field, direction) => {
      const walked = await walk((args) => listTasks(ctx, { ...args, orderBy: { field, direction } }), 4);
      const all = await ctx.workspace!.db.task.findMany({
        orderBy: [
          field === "dueAt" ? { dueAt: { sort: direction, nulls: "last" } } : { priority: direction },
          { id: direction },
        ],
      });
      expect(walked).toEqual(all.map((task) => task.id));
    },
  );

  it("jumps to a page by offset, then goes on by cursor from there", async () => {
    const orderBy = { field: "name", direction: "asc" } as const;
    const all = await walk((args) => listCustomers(ctx, { ...args, orderBy }), 50);
    const jumped = await listCustomers(ctx, { first: 7, offset: 14, orderBy });
    expect(jumped.edges.map((edge) => edge.node.id)).toEqual(all.slice(14, 21));
    expect(jumped.pageInfo.hasPreviousPage).toBe(true);
    const next = await listCustomers(ctx, { first: 7, after: jumped.pageInfo.endCursor, orderBy });
    expect(next.edges.map((edge) => edge.node.id)).toEqual(all.slice(21, 28));
  });
});

const PAGE = `query ($after: String, $offset: Int) {
  customers(first: 5, after: $after, offset: $offset) { edges { node { name } } }
}`;

describe("what a list request costs the database", () => {
  async function statementsOf(send: () => PromiseLike<{ status: number }>): Promise<number> {
    await send();
    statements.length = 0;
    const response = await send();
    expect(response.status).toBe(200);
    return statements.length;
  }

  it("reads a page in one statement after the session's one read, and counts only when asked", async () => {
    expect(await statementsOf(() => graphql(agent, PAGE))).toBe(2);
    const withOwnerAndTotal = `{ customers(first: 5) { totalCount edges { node { name owner { username } } } } }`;
    expect(await statementsOf(() => graphql(agent, withOwnerAndTotal))).toBe(3);
  });

  it("reads an API key, its creator and membership in one statement, and writes no throttle counter per request", async () => {
    const rest = () => t.request().get("/api/customers?limit=5").set("Authorization", `Bearer ${apiKey}`);
    expect(await statementsOf(rest)).toBe(3);
    expect(statements.filter((sql) => /rate_limit_counters/.test(sql))).toEqual([]);
  });
});

describe("totals", () => {
  it("are exact for the whole list and for a filter below the cap", async () => {
    const all = await listCustomers(ctx, {});
    expect(await all.total()).toEqual({ count: 40, isLowerBound: false });
    const active = await listCustomers(ctx, { filter: { status: "active" } });
    expect(await active.total()).toEqual({ count: 10, isLowerBound: false });
  });

  it("say 'at least the cap' when more than that many rows match a filter", async () => {
    const { db } = ctx.workspace!;
    await db.$queryWorkspace(
      (workspaceId) => Prisma.sql`
        INSERT INTO customers (id, workspace_id, name, email, company, updated_at)
        SELECT gen_random_uuid(), ${workspaceId}, 'Bulk ' || n, 'bulk' || n || '@example.test', 'Bulk Buyers', now()
        FROM generate_series(0, ${COUNT_CAP}) AS n`,
    );
    try {
      const sorted =
        '{ customers(filter: { search: "bulk" }, orderBy: { field: name, direction: asc }) { totalCount totalCountIsLowerBound } }';
      expect((await graphql(agent, sorted)).body.data.customers).toEqual({
        totalCount: COUNT_CAP,
        totalCountIsLowerBound: true,
      });
      // A ranked search reads every match to rank it, so its count is exact at no extra cost.
      const ranked = '{ customers(filter: { search: "bulk" }) { totalCount totalCountIsLowerBound } }';
      expect((await graphql(agent, ranked)).body.data.customers).toEqual({
        totalCount: COUNT_CAP + 1,
        totalCountIsLowerBound: false,
      });
      const rest = await agent.get("/api/customers?limit=1");
      expect([rest.body.totalCount, rest.body.totalCountIsLowerBound]).toEqual([40 + COUNT_CAP + 1, false]);
    } finally {
      await db.customer.deleteMany({ where: { company: "Bulk Buyers" } });
    }
  });
});

describe("bad page arguments", () => {
  it("answer 400 with what is wrong, on GraphQL and REST alike", async () => {
    const garbage = await graphql(agent, PAGE, { after: "not-a-cursor" });
    expect(errorOf(garbage.body)).toEqual({ message: "Invalid cursor", code: "BAD_USER_INPUT" });
    const both = await graphql(agent, PAGE, { after: "x", offset: 5 });
    expect(errorOf(both.body)).toEqual({
      message: "Give either a cursor or an offset, not both",
      code: "BAD_USER_INPUT",
    });
    const negative = await graphql(agent, PAGE, { offset: -5 });
    expect(errorOf(negative.body)).toEqual({
      message: "Offset must be a whole number of at least 0",
      code: "BAD_USER_INPUT",
    });
    const rest = await agent.get("/api/customers?offset=ten");
    expect([rest.status, rest.text]).toEqual([400, "offset must be a whole number"]);
    const orderCursor = (await agent.get("/api/customers?limit=1&sort=name")).body.pageInfo.endCursor;
    const otherOrder = await agent.get(`/api/customers?cursor=${orderCursor}&sort=-value`);
    expect([otherOrder.status, otherOrder.text]).toEqual([400, "Invalid cursor"]);
  });
});
