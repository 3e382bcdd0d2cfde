import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import { RECENT_ROWS } from "#schema/search/search-matches.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// The search field over known rows: each kind ranked (whole field, field start, word start, inside a
// word; newest first within a rank), its limits, its messages, and only the caller's workspace.

let t: TestApp;
let agent: Awaited<ReturnType<typeof signedInAgent>>;
let sequence = 0;

/** Ids in the order rows are written, as the app's time-ordered UUIDv7s are: "newest first" is then certain. */
function nextId(): string {
  sequence += 1;
  return `0193a000-0000-7000-8000-${String(sequence).padStart(12, "0")}`;
}

const ids: Record<string, string> = {};

async function customer(db: WorkspaceAccess["db"], name: string, email: string, company = "") {
  const row = await db.customer.create({ data: { id: nextId(), name, email, company } });
  ids[name] = row.id;
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  agent = await signedInAgent(t, { username: "finder" });
  const { db } = await workspaceOf(t.db, "finder");

  const nova = await customer(db, "Nova", "hello@orbit.test", "Orbit Labs");
  await customer(db, "Nova Stellar", "ns@stellar.test");
  await customer(db, "Ada Supernova", "ada@sky.test", "Casanova Ltd");
  await customer(db, "Lee Park", "lee@park.test", "Nova Foods");
  const kim = await customer(db, "Kim Young", "kim@nova.test", "Quiet Co");
  const zed = await customer(db, "Zed Quill", "zed@quill.test");

  for (const [title, customerId, stage] of [
    ["Nova", zed, "qualified"],
    ["Supernova upgrade", zed, "proposal"],
    ["Nova rollout", zed, "closed_won"],
    ["Renewal", kim, "negotiation"],
    ["Website", nova, "closed_lost"],
    ["Unrelated", zed, "qualified"],
  ] as const) {
    const row = await db.deal.create({ data: { id: nextId(), title, customerId, stage } });
    ids[`deal ${title}`] = row.id;
  }

  for (const [title, description, customerId, done] of [
    ["Innovation review", "", null, false],
    ["Call Nova", "", nova, true],
    ["Send deck", "Nova pricing attached", kim, false],
    ["Prepare slides", "nova", null, false],
    ["Book a table", "50% off on Tuesdays", null, false],
    ["Order 500 units", "", null, false],
  ] as const) {
    const row = await db.task.create({
      data: { id: nextId(), title, description, customerId, completedAt: done ? new Date() : null },
    });
    ids[`task ${title}`] = row.id;
  }

  for (const [title, type, customerId] of [
    ["Casanova call", "call", null],
    ["Nova kickoff", "meeting", kim],
    ["Meeting with Nova Stellar", "meeting", ids["Nova Stellar"]],
    ["Nova", "note", nova],
  ] as const) {
    const row = await db.activity.create({ data: { id: nextId(), title, type, customerId } });
    ids[`activity ${title}`] = row.id;
  }

  for (const [name, domains, industry] of [
    ["Quasar Works", ["quasar.test", "quasar-works.test"], "Software"],
    ["Blue Quasar", [], ""],
    ["Harbor Freight", ["quasarfreight.test"], "Logistics"],
    ["Quasar", ["qsr.test"], "Retail"],
  ] as const) {
    const row = await db.company.create({ data: { id: nextId(), name, domains: [...domains], industry } });
    ids[`company ${name}`] = row.id;
  }

  // Another team's rows, matching every term above: never part of the answer.
  const other = await signedInAgent(t, { username: "other-team" });
  const { db: otherDb } = await workspaceOf(t.db, "other-team");
  const theirs = await otherDb.customer.create({ data: { name: "Nova Elsewhere", email: "nova@elsewhere.test" } });
  await otherDb.deal.create({ data: { title: "Nova elsewhere deal", customerId: theirs.id } });
  await otherDb.task.create({ data: { title: "Nova elsewhere task", description: "50% off" } });
  await otherDb.activity.create({ data: { title: "Nova elsewhere call", type: "call", customerId: theirs.id } });
  await otherDb.company.create({ data: { name: "Quasar Elsewhere", domains: ["quasar.elsewhere.test"] } });
  expect((await graphql(other, '{ search(query: "nova") { title } }')).body.data.search).toEqual([
    { title: "Nova Elsewhere" },
    { title: "Nova elsewhere deal" },
    { title: "Nova elsewhere task" },
    { title: "Nova elsewhere call" },
  ]);
});
afterAll(() => t.close());

const SEARCH = `
  query ($query: String!, $first: Int) {
    search(query: $query, first: $first) {
      kind
      id
      title
      detail
      customerId
    }
  }
`;

type Result = { kind: string; id: string; title: string; detail: string; customerId: string | null };

async function search(query: string, first?: number): Promise<Result[]> {
  const response = await graphql(agent, SEARCH, { query, first });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.search as Result[];
}

const titles = (results: Result[], kind: string) =>
  results.filter((result) => result.kind === kind).map((result) => result.title);

describe("search", () => {
  it("ranks each kind: a whole field, then a field's start, a word's start, inside a word; newest first within a rank", async () => {
    expect(await search("nova", 10)).toEqual([
      { kind: "customer", id: ids.Nova, title: "Nova", detail: "Orbit Labs · hello@orbit.test", customerId: null },
      {
        kind: "customer",
        id: ids["Lee Park"],
        title: "Lee Park",
        detail: "Nova Foods · lee@park.test",
        customerId: null,
      },
      { kind: "customer", id: ids["Nova Stellar"], title: "Nova Stellar", detail: "ns@stellar.test", customerId: null },
      {
        kind: "customer",
        id: ids["Kim Young"],
        title: "Kim Young",
        detail: "Quiet Co · kim@nova.test",
        customerId: null,
      },
      {
        kind: "customer",
        id: ids["Ada Supernova"],
        title: "Ada Supernova",
        detail: "Casanova Ltd · ada@sky.test",
        customerId: null,
      },
      { kind: "deal", id: ids["deal Website"], title: "Website", detail: "Nova · Closed Lost", customerId: ids.Nova },
      {
        kind: "deal",
        id: ids["deal Nova"],
        title: "Nova",
        detail: "Zed Quill · Qualified",
        customerId: ids["Zed Quill"],
      },
      {
        kind: "deal",
        id: ids["deal Nova rollout"],
        title: "Nova rollout",
        detail: "Zed Quill · Closed Won",
        customerId: ids["Zed Quill"],
      },
      {
        kind: "deal",
        id: ids["deal Renewal"],
        title: "Renewal",
        detail: "Kim Young · Negotiation",
        customerId: ids["Kim Young"],
      },
      {
        kind: "deal",
        id: ids["deal Supernova upgrade"],
        title: "Supernova upgrade",
        detail: "Zed Quill · Proposal",
        customerId: ids["Zed Quill"],
      },
      { kind: "task", id: ids["task Prepare slides"], title: "Prepare slides", detail: "Pending", customerId: null },
      {
        kind: "task",
        id: ids["task Send deck"],
        title: "Send deck",
        detail: "Kim Young · Pending",
        customerId: ids["Kim Young"],
      },
      { kind: "task", id: ids["task Call Nova"], title: "Call Nova", detail: "Nova · Completed", customerId: ids.Nova },
      {
        kind: "task",
        id: ids["task Innovation review"],
        title: "Innovation review",
        detail: "Pending",
        customerId: null,
      },
      { kind: "activity", id: ids["activity Nova"], title: "Nova", detail: "Note · Nova", customerId: ids.Nova },
      {
        kind: "activity",
        id: ids["activity Nova kickoff"],
        title: "Nova kickoff",
        detail: "Meeting · Kim Young",
        customerId: ids["Kim Young"],
      },
      {
        kind: "activity",
        id: ids["activity Meeting with Nova Stellar"],
        title: "Meeting with Nova Stellar",
        detail: "Meeting · Nova Stellar",
        customerId: ids["Nova Stellar"],
      },
      {
        kind: "activity",
        id: ids["activity Casanova call"],
        title: "Casanova call",
        detail: "Call",
        customerId: null,
      },
    ]);
  });

  it("gives five of each kind unless asked for more, and the best ones", async () => {
    const results = await search("NOVA");
    expect(titles(results, "customer")).toEqual(["Nova", "Lee Park", "Nova Stellar", "Kim Young", "Ada Supernova"]);
    expect(titles(results, "deal")).toEqual(["Website", "Nova", "Nova rollout", "Renewal", "Supernova upgrade"]);
    const two = await search("nova", 2);
    expect(two.map((result) => `${result.kind} ${result.title}`)).toEqual([
      "customer Nova",
      "customer Lee Park",
      "deal Website",
      "deal Nova",
      "task Prepare slides",
      "task Send deck",
      "activity Nova",
      "activity Nova kickoff",
    ]);
  });

  it("matches a term of one or two characters only where a field or a word starts", async () => {
    const results = await search("no", 10);
    expect(titles(results, "customer")).toEqual(["Lee Park", "Nova Stellar", "Nova", "Kim Young"]);
    expect(titles(results, "deal")).toEqual(["Website", "Nova rollout", "Nova", "Renewal"]);
    expect(titles(results, "task")).toEqual(["Prepare slides", "Send deck", "Call Nova"]);
    expect(titles(results, "activity")).toEqual(["Nova", "Nova kickoff", "Meeting with Nova Stellar"]);
  });

  it("finds companies by name and domain (whole name, then a name or domain starting with it, newest first, then a word), after customers and before deals", async () => {
    expect(await search("quasar")).toEqual([
      { kind: "company", id: ids["company Quasar"], title: "Quasar", detail: "qsr.test · Retail", customerId: null },
      {
        kind: "company",
        id: ids["company Harbor Freight"],
        title: "Harbor Freight",
        detail: "quasarfreight.test · Logistics",
        customerId: null,
      },
      {
        kind: "company",
        id: ids["company Quasar Works"],
        title: "Quasar Works",
        detail: "quasar.test, quasar-works.test · Software",
        customerId: null,
      },
      { kind: "company", id: ids["company Blue Quasar"], title: "Blue Quasar", detail: "", customerId: null },
    ]);
    const { db } = await workspaceOf(t.db, "finder");
    const customer = await db.customer.create({ data: { name: "Quasar Fan", email: "fan@fans.test" } });
    const deal = await db.deal.create({ data: { title: "Quasar deal", customerId: customer.id } });
    expect((await search("quasar", 1)).map((result) => `${result.kind} ${result.title}`)).toEqual([
      "customer Quasar Fan",
      "company Quasar",
      "deal Quasar deal",
    ]);
    await db.deal.delete({ where: { id: deal.id } });
    await db.customer.delete({ where: { id: customer.id } });
  });

  it("trims the query and treats % and _ as the characters they are", async () => {
    expect(titles(await search("  50%  "), "task")).toEqual(["Book a table"]);
    expect(await search("zzz")).toEqual([]);
  });

  it("clamps first to 20 of each kind", async () => {
    const { db } = await workspaceOf(t.db, "finder");
    await db.customer.createMany({
      data: Array.from({ length: 21 }, (_, at) => ({ name: `Bulk ${at}`, email: `bulk${at}@bulk.test` })),
    });
    expect(titles(await search("bulk", 50), "customer")).toHaveLength(20);
    await db.customer.deleteMany({ where: { email: { endsWith: "@bulk.test" } } });
  });

  it("ranks a kind's newest rows (RECENT_ROWS) when they hold enough matches, and every match otherwise", async () => {
    const { db } = await workspaceOf(t.db, "finder");
    const longAgo = new Date("2020-01-01T00:00:00Z");
    await db.activity.create({ data: { title: "Orbit", type: "note", occurredAt: longAgo } });
    await db.activity.create({ data: { title: "Zephyr sync", type: "call", occurredAt: longAgo } });
    await db.activity.createMany({
      data: Array.from({ length: RECENT_ROWS }, (_, at) => ({ title: `Orbit review ${at}`, type: "meeting" as const })),
    });
    expect(titles(await search("orbit", 3), "activity")).toEqual([
      `Orbit review ${RECENT_ROWS - 1}`,
      `Orbit review ${RECENT_ROWS - 2}`,
      `Orbit review ${RECENT_ROWS - 3}`,
    ]);
    expect(titles(await search("zephyr"), "activity")).toEqual(["Zephyr sync"]);
    await db.activity.deleteMany({ where: { title: { startsWith: "Orbit" } } });
    expect(titles(await search("orbit", 3), "activity")).toEqual([]);
  });

  it.each([
    [{ query: "" }, "Search is required"],
    [{ query: "   " }, "Search is required"],
    [{ query: "x".repeat(201) }, "Search must be at most 200 characters"],
    [{ query: "nova", first: 0 }, "Page size must be a whole number of at least 1"],
  ])("refuses %j with %j", async (variables, message) => {
    const response = await graphql(agent, SEARCH, variables);
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("accepts a query of exactly 200 characters", async () => {
    expect(await search("x".repeat(200))).toEqual([]);
  });

  it("asks who is searching", async () => {
    const response = await graphql(t.request(), SEARCH, { query: "nova" });
    expect(errorOf(response.body)).toEqual({ message: "Not signed in", code: "UNAUTHENTICATED" });
  });
});
