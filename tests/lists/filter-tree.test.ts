import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_FILTER_FIELDS } from "#schema/companies/companies.filter.rules.ts";
import { FILTERED_LISTS, filterTreeFor } from "#tests/fuzz/filter-trees.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { expectBothForms } from "#tests/support/problem-details.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// The filter tree through both transports on a real database: exactly the rows each tree keeps.

let t: TestApp;
let agent: Awaited<ReturnType<typeof signedInAgent>>;
let ownerId: string;
const customerIds: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  agent = await signedInAgent(t, { username: "filterer" });
  const { db } = await workspaceOf(t.db, "filterer");
  ownerId = (await t.db.user.findUniqueOrThrow({ where: { username: "filterer" } })).id;
  const customers = [
    ["Ada Lovelace", "ada@engines.test", "Analytical Engines", "active", 5000, "2026-01-01", ownerId],
    ["Bob Babbage", "bob@diff.test", "Difference 100%", "lead", 100, "2026-02-01", null],
    ["Cy Cray", "cy@cray.test", "", "inactive", 0, "2026-03-01", ownerId],
    ["Di Dijkstra", "di@shortest.test", "Shortest Paths", "active", 20000, "2026-04-01", null],
  ] as const;
  for (const [name, email, company, status, valueCents, created, owner] of customers) {
    const row = await db.customer.create({
      data: { name, email, company, status, valueCents, createdAt: new Date(created), ownerId: owner },
    });
    customerIds[name] = row.id;
  }
  const deals = [
    ["Engine support", "Ada Lovelace", "closed_won", 900, "2026-05-01"],
    ["Table printing", "Bob Babbage", "proposal", 300, null],
    ["Graph search", "Di Dijkstra", "closed_lost", 100, "2026-06-01"],
  ] as const;
  for (const [title, customer, stage, valueCents, closedAt] of deals) {
    await db.deal.create({
      data: {
        title,
        customerId: customerIds[customer]!,
        stage,
        valueCents,
        closedAt: closedAt ? new Date(closedAt) : null,
      },
    });
  }
  await db.task.create({ data: { title: "Call Ada", priority: "high", completedAt: new Date("2026-05-02") } });
  await db.task.create({ data: { title: "Write Bob", priority: "low", customerId: customerIds["Bob Babbage"]! } });
  await db.activity.create({ data: { type: "call", title: "Rang Ada", customerId: customerIds["Ada Lovelace"]! } });
  await db.activity.create({ data: { type: "note", title: "Noted Di", customerId: customerIds["Di Dijkstra"]! } });
  await db.activity.create({ data: { type: "email", title: "Mailed nobody" } });
});
afterAll(() => t.close());

async function restNames(path: string, tree: unknown, extra = "") {
  const response = await agent.get(`${path}?filter=${encodeURIComponent(JSON.stringify(tree))}${extra}`);
  expect(response.status, response.text).toBe(200);
  const rows = response.body.data as { name?: string; title?: string }[];
  return rows.map((row) => row.name ?? row.title).sort();
}

const customers = (tree: unknown, extra = "") => restNames("/api/customers", tree, extra);

describe("the filter tree on REST lists", () => {
  it.each([
    ["eq", { field: "status", op: "eq", value: "active" }, ["Ada Lovelace", "Di Dijkstra"]],
    ["neq", { field: "status", op: "neq", value: "active" }, ["Bob Babbage", "Cy Cray"]],
    ["in", { field: "status", op: "in", value: ["lead", "inactive"] }, ["Bob Babbage", "Cy Cray"]],
    ["nin", { field: "status", op: "nin", value: ["lead"] }, ["Ada Lovelace", "Cy Cray", "Di Dijkstra"]],
    ["contains (any case)", { field: "company", op: "contains", value: "ENGINES" }, ["Ada Lovelace"]],
    ["contains a wildcard literally", { field: "company", op: "contains", value: "100%" }, ["Bob Babbage"]],
    ["startsWith", { field: "name", op: "startsWith", value: "di" }, ["Di Dijkstra"]],
    ["eq on the e-mail", { field: "email", op: "eq", value: "cy@cray.test" }, ["Cy Cray"]],
    ["gt", { field: "valueCents", op: "gt", value: 100 }, ["Ada Lovelace", "Di Dijkstra"]],
    ["gte", { field: "valueCents", op: "gte", value: 100 }, ["Ada Lovelace", "Bob Babbage", "Di Dijkstra"]],
    ["lt", { field: "valueCents", op: "lt", value: 100 }, ["Cy Cray"]],
    ["lte", { field: "valueCents", op: "lte", value: 100 }, ["Bob Babbage", "Cy Cray"]],
    [
      "between dates",
      { field: "createdAt", op: "between", value: ["2026-01-15", "2026-03-01"] },
      ["Bob Babbage", "Cy Cray"],
    ],
    ["empty text ('')", { field: "company", op: "empty" }, ["Cy Cray"]],
    ["notEmpty text", { field: "company", op: "notEmpty" }, ["Ada Lovelace", "Bob Babbage", "Di Dijkstra"]],
    ["empty id (null)", { field: "ownerId", op: "empty" }, ["Bob Babbage", "Di Dijkstra"]],
    ["notEmpty id", { field: "ownerId", op: "notEmpty" }, ["Ada Lovelace", "Cy Cray"]],
  ])("keeps the customers a condition with %s names", async (_op, tree, names) => {
    expect(await customers(tree)).toEqual(names);
  });

  const activeAndBig = {
    or: [
      {
        and: [
          { field: "status", op: "eq", value: "active" },
          { field: "valueCents", op: "gt", value: 10000 },
        ],
      },
      { field: "name", op: "eq", value: "Bob Babbage" },
    ],
  };

  it("combines conditions with and, or and not; not keeps exactly the rest", async () => {
    expect(await customers(activeAndBig)).toEqual(["Bob Babbage", "Di Dijkstra"]);
    expect(await customers({ not: activeAndBig })).toEqual(["Ada Lovelace", "Cy Cray"]);
    // A nullable field: "not owned by" keeps the customers without an owner too.
    expect(await customers({ not: { field: "ownerId", op: "eq", value: ownerId } })).toEqual([
      "Bob Babbage",
      "Di Dijkstra",
    ]);
  });

  it("keeps today's parameters too: both must hold", async () => {
    expect(await customers({ field: "valueCents", op: "gt", value: 100 }, "&status=active&search=dijk")).toEqual([
      "Di Dijkstra",
    ]);
    expect(await customers({ field: "valueCents", op: "lt", value: 100 }, "&status=active")).toEqual([]);
  });

  it("counts what the tree keeps", async () => {
    const tree = encodeURIComponent(JSON.stringify({ field: "status", op: "eq", value: "active" }));
    const response = await agent.get(`/api/customers?filter=${tree}&limit=1&sort=name`);
    expect([response.body.totalCount, response.body.data[0].name, response.body.pageInfo.hasNextPage]).toEqual([
      2,
      "Ada Lovelace",
      true,
    ]);
    const next = await agent.get(
      `/api/customers?filter=${tree}&limit=1&sort=name&cursor=${response.body.pageInfo.endCursor}`,
    );
    expect(next.body.data.map((row: { name: string }) => row.name)).toEqual(["Di Dijkstra"]);
  });

  it("filters deals, tasks and activities, and a customer's own lists", async () => {
    const closedBefore = { field: "closedAt", op: "lt", value: "2026-05-15" };
    expect(await restNames("/api/deals", closedBefore)).toEqual(["Engine support"]);
    // An open deal has no close date: not "closed before" keeps it.
    expect(await restNames("/api/deals", { not: closedBefore })).toEqual(["Graph search", "Table printing"]);
    expect(await restNames("/api/tasks", { field: "completed", op: "eq", value: true })).toEqual(["Call Ada"]);
    expect(await restNames("/api/tasks", { field: "customerId", op: "empty" })).toEqual(["Call Ada"]);
    expect(await restNames("/api/activities", { field: "type", op: "in", value: ["call", "email"] })).toEqual([
      "Mailed nobody",
      "Rang Ada",
    ]);
    const ada = customerIds["Ada Lovelace"]!;
    expect(await restNames(`/api/customers/${ada}/deals`, { field: "valueCents", op: "gte", value: 500 })).toEqual([
      "Engine support",
    ]);
    expect(await restNames(`/api/customers/${ada}/activities`, { field: "type", op: "eq", value: "note" })).toEqual([]);
    expect(await restNames(`/api/customers/${ada}/tasks`, { field: "priority", op: "eq", value: "high" })).toEqual([]);
  });

  it("answers a bad tree with a 400 that names the node", async () => {
    const tree = {
      and: [
        { field: "status", op: "eq", value: "active" },
        { field: "name", op: "like", value: "A" },
      ],
    };
    const message =
      'filter.and[1].op: "like" is not an operator; use one of eq, neq, in, nin, contains, startsWith, gt, gte, lt, lte, between, empty, notEmpty';
    await expectBothForms(() => agent.get(`/api/customers?filter=${encodeURIComponent(JSON.stringify(tree))}`), {
      status: 400,
      message,
      code: "BAD_USER_INPUT",
      errors: [{ field: "filter.and.1.op", message }],
    });
  });

  it("refuses text that is not JSON, and a field without an index", async () => {
    const notJson = await agent.get("/api/deals?filter=%7Bstage");
    expect([notJson.status, notJson.text]).toEqual([
      400,
      'filter: is not JSON; send a tree such as {"field":"status","op":"eq","value":"active"}',
    ]);
    const phone = await agent.get(
      `/api/customers?filter=${encodeURIComponent('{"field":"phone","op":"eq","value":"1"}')}`,
    );
    expect([phone.status, phone.text]).toEqual([
      400,
      'filter.field: "phone" cannot be filtered: no index serves it, so filtering on it would read every row of the workspace',
    ]);
  });
});

describe("the filter tree on GraphQL connections", () => {
  const query = `
    query ($tree: JSON, $status: CustomerStatus) {
      customers(filterTree: $tree, filter: { status: $status }, orderBy: { field: name, direction: asc }) {
        totalCount
        edges { node { name } }
      }
    }
  `;

  it("keeps the rows the tree keeps, together with the filter", async () => {
    const response = await graphql(agent, query, { tree: { field: "valueCents", op: "between", value: [100, 5000] } });
    expect(response.body.data.customers).toEqual({
      totalCount: 2,
      edges: [{ node: { name: "Ada Lovelace" } }, { node: { name: "Bob Babbage" } }],
    });
    const both = await graphql(agent, query, {
      tree: { field: "valueCents", op: "between", value: [100, 5000] },
      status: "lead",
    });
    expect(both.body.data.customers.edges).toEqual([{ node: { name: "Bob Babbage" } }]);
  });

  it("takes the tree written inline, on deals, tasks and activities too", async () => {
    const response = await graphql(
      agent,
      `
        {
          deals(
            filterTree: {
              or: [{ field: "stage", op: "eq", value: "proposal" }, { field: "title", op: "contains", value: "GRAPH" }]
            }
          ) {
            edges {
              node {
                title
              }
            }
          }
          tasks(filterTree: { field: "priority", op: "nin", value: ["high"] }) {
            edges {
              node {
                title
              }
            }
          }
          activities(filterTree: { field: "customerId", op: "notEmpty" }) {
            edges {
              node {
                title
              }
            }
          }
        }
      `,
    );
    const titles = (list: string) =>
      (response.body.data[list].edges as { node: { title: string } }[]).map((edge) => edge.node.title).sort();
    expect([titles("deals"), titles("tasks"), titles("activities")]).toEqual([
      ["Graph search", "Table printing"],
      ["Write Bob"],
      ["Noted Di", "Rang Ada"],
    ]);
  });

  it("answers a bad tree with the error other validation errors have", async () => {
    const deep = { not: { not: { not: { not: { not: { field: "status", op: "eq", value: "lead" } } } } } };
    const response = await graphql(agent, query, { tree: deep });
    expect(errorOf(response.body)).toEqual({
      message: "filter.not.not.not.not.not: the tree is more than 5 levels deep; nest at most 5",
      code: "BAD_USER_INPUT",
    });
    expect(response.body.data).toBeNull();
  });
});

describe("one hop: a person's primary company", () => {
  const companyIds: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = await workspaceOf(t.db, "filterer");
    // Named as the people's company texts, so the copy of the primary company's name changes nothing.
    const companies = [
      ["Analytical Engines", "Computing", 40],
      ["Difference 100%", "Printing", null],
      ["Shortest Paths", "Computing", 7],
    ] as const;
    for (const [name, industry, size] of companies) {
      companyIds[name] = (await db.company.create({ data: { name, industry, size } })).id;
    }
    const links = [
      ["Ada Lovelace", "Analytical Engines", true],
      ["Bob Babbage", "Difference 100%", true],
      ["Bob Babbage", "Analytical Engines", false],
      ["Di Dijkstra", "Shortest Paths", true],
      ["Di Dijkstra", "Analytical Engines", false],
    ] as const;
    for (const [person, company, isPrimary] of links) {
      await db.customerCompany.create({
        data: { customerId: customerIds[person]!, companyId: companyIds[company]!, isPrimary },
      });
    }
  });

  it.each([
    ["industry eq", { field: "company.industry", op: "eq", value: "Computing" }, ["Ada Lovelace", "Di Dijkstra"]],
    [
      "industry neq (a person without a company too)",
      { field: "company.industry", op: "neq", value: "Computing" },
      ["Bob Babbage", "Cy Cray"],
    ],
    ["industry empty", { field: "company.industry", op: "empty" }, ["Cy Cray"]],
    ["size gt", { field: "company.size", op: "gt", value: 10 }, ["Ada Lovelace"]],
    ["size empty", { field: "company.size", op: "empty" }, ["Bob Babbage", "Cy Cray"]],
    ["size neq", { field: "company.size", op: "neq", value: 40 }, ["Bob Babbage", "Cy Cray", "Di Dijkstra"]],
    ["name contains (the primary only)", { field: "company.name", op: "contains", value: "ENGINES" }, ["Ada Lovelace"]],
    ["id notEmpty", { field: "company.id", op: "notEmpty" }, ["Ada Lovelace", "Bob Babbage", "Di Dijkstra"]],
    [
      "not industry eq",
      { not: { field: "company.industry", op: "eq", value: "Computing" } },
      ["Bob Babbage", "Cy Cray"],
    ],
  ])("keeps the customers whose primary company matches: %s", async (_name, tree, names) => {
    expect(await customers(tree)).toEqual(names);
  });

  it("filters the companies list itself", async () => {
    const companies = async (tree: unknown) => {
      const response = await graphql(
        agent,
        `
          query ($tree: JSON) {
            companies(filterTree: $tree, orderBy: { field: name, direction: asc }) {
              edges {
                node {
                  name
                }
              }
            }
          }
        `,
        { tree },
      );
      expect(response.body.errors).toBeUndefined();
      return (response.body.data.companies.edges as { node: { name: string } }[]).map((edge) => edge.node.name);
    };
    expect(await companies({ field: "industry", op: "eq", value: "Computing" })).toEqual([
      "Analytical Engines",
      "Shortest Paths",
    ]);
    expect(await companies({ field: "size", op: "neq", value: 40 })).toEqual(["Difference 100%", "Shortest Paths"]);
    expect(await companies({ not: { field: "size", op: "gt", value: 10 } })).toEqual([
      "Difference 100%",
      "Shortest Paths",
    ]);
    expect(await companies({ field: "name", op: "contains", value: "100%" })).toEqual(["Difference 100%"]);
  });

  it("names a company by id, over GraphQL too", async () => {
    const ids = [companyIds["Analytical Engines"], companyIds["Shortest Paths"]];
    expect(await customers({ field: "company.id", op: "in", value: ids })).toEqual(["Ada Lovelace", "Di Dijkstra"]);
    const response = await graphql(
      agent,
      `
        query ($tree: JSON) {
          customers(filterTree: $tree) {
            totalCount
            edges {
              node {
                name
              }
            }
          }
        }
      `,
      { tree: { field: "company.id", op: "eq", value: companyIds["Difference 100%"] } },
    );
    expect(response.body.data.customers).toEqual({ totalCount: 1, edges: [{ node: { name: "Bob Babbage" } }] });
  });
});

describe("random filter trees", () => {
  const values = {
    id: fc.oneof(
      fc.uuid(),
      fc.nat().map((at) => Object.values(customerIds)[at % 4]),
      fc.string(),
    ),
    dateTime: fc.oneof(
      fc.date().map((date) => (Number.isNaN(date.getTime()) ? "x" : date.toISOString())),
      fc.constantFrom("2026-01-01", "0000-01-01", "9999-12-31T23:59:59.999Z", "2026-02-30"),
      fc.string(),
    ),
  };

  it.each(Object.entries(FILTERED_LISTS))(
    "answer 200 or a 400 naming the filter on %s, never a 500, through both transports",
    async (list, fields) => {
      const outcomes = new Set<string>();
      await fc.assert(
        fc.asyncProperty(filterTreeFor(fields, values), async (tree) => {
          const text = encodeURIComponent(JSON.stringify(tree) ?? "");
          // A URL past the server's header limit never reaches a route (431); GraphQL below takes any size.
          if (text.length < 8_000) {
            const rest = await agent.get(`/api/${list}?filter=${text}`);
            expect([200, 400], rest.text).toContain(rest.status);
            if (rest.status === 400) expect(rest.text).toMatch(/^filter/);
            outcomes.add(`${rest.status}`);
          }
          const query = `query ($tree: JSON) { ${list}(filterTree: $tree) { totalCount edges { node { id } } } }`;
          const response = await graphql(agent, query, { tree });
          const error = errorOf(response.body);
          expect(error?.code ?? "none", JSON.stringify(response.body.errors)).toMatch(/^(none|BAD_USER_INPUT)$/);
        }),
        { numRuns: 80, seed: 22 },
      );
      expect([...outcomes].sort()).toEqual(["200", "400"]);
    },
    120_000,
  );

  it("answer data or BAD_USER_INPUT on companies, never an internal error", async () => {
    const codes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(filterTreeFor(COMPANY_FILTER_FIELDS, values), async (tree) => {
        const query = `query ($tree: JSON) { companies(filterTree: $tree) { totalCount edges { node { id } } } }`;
        const response = await graphql(agent, query, { tree });
        const code = errorOf(response.body)?.code ?? "none";
        expect(code, JSON.stringify(response.body.errors)).toMatch(/^(none|BAD_USER_INPUT)$/);
        codes.add(code);
      }),
      { numRuns: 60, seed: 25 },
    );
    expect([...codes].sort()).toEqual(["BAD_USER_INPUT", "none"]);
  }, 120_000);
});
