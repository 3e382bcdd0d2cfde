import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

// The deals board through GraphQL: creating into a column, moving between and within columns, the
// stage change noted on the customer and announced to webhooks, and the columns' counts and pages.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let member: Awaited<ReturnType<typeof signedInAgent>>;
let workspace: WorkspaceAccess;
let ownerId: string;
let memberId: string;
let idaId: string;
let boltId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "pia" });
  workspace = await workspaceOf(t.db, "pia");
  ownerId = (await t.db.user.findUniqueOrThrow({ where: { username: "pia" } })).id;
  const mo = await createUser(t.db, { username: "mo" });
  await addMember(t.db, workspace, mo);
  memberId = mo.id;
  member = await signIn(t, "mo");
  idaId = (await workspace.db.customer.create({ data: { name: "Ida Ives", email: "ida@ives.test" } })).id;
  boltId = (
    await workspace.db.customer.create({ data: { name: "Bo Berg", email: "bo@bolt.test", company: "Bolt Works" } })
  ).id;
  await graphql(
    owner,
    `
      mutation {
        createWebhookEndpoint(input: { url: "https://hooks.pia.test/in", events: ["deal.updated"] }) {
          secret
        }
      }
    `,
  );
});
afterAll(() => t.close());

const DEAL_FIELDS = "id title stage valueCents position closedAt expectedCloseAt owner { username } customer { name }";
const CREATE = `mutation ($input: DealInput!) { createDeal(input: $input) { ${DEAL_FIELDS} } }`;
const MOVE = `mutation ($id: ID!, $input: DealMoveInput!) { moveDeal(id: $id, input: $input) { ${DEAL_FIELDS} } }`;
const PATCH = `mutation ($id: ID!, $input: DealPatch!) { patchDeal(id: $id, input: $input) { ${DEAL_FIELDS} } }`;
const COLUMN = `query ($filter: DealFilter) { deals(first: 200, filter: $filter, orderBy: { field: stage, direction: asc }) { edges { node { title position } } } }`;

type Deal = { id: string; title: string; stage: string; position: number; closedAt: string | null };

async function createDeal(input: Record<string, unknown>, as = owner): Promise<Deal> {
  const response = await graphql(as, CREATE, { input: { customerId: idaId, ...input } });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.createDeal as Deal;
}

async function move(id: string, input: Record<string, unknown>) {
  return graphql(owner, MOVE, { id, input });
}

/** The titles of a stage's column, top first, among the deals whose title starts with `prefix`. */
async function column(stage: string, prefix: string): Promise<string[]> {
  const response = await graphql(owner, COLUMN, { filter: { stage, search: prefix } });
  const edges = (response.body.data?.deals as { edges: { node: { title: string } }[] }).edges;
  return edges.map((edge) => edge.node.title);
}

async function notesOn(customerId: string) {
  const notes = await workspace.db.activity.findMany({ where: { customerId }, orderBy: { createdAt: "asc" } });
  return notes.map(({ type, title, description, authorId }) => ({ type, title, description, authorId }));
}

async function dealEvents(dealId: string) {
  const deliveries = await workspace.db.webhookDelivery.findMany({ orderBy: { createdAt: "asc" } });
  return deliveries
    .map(({ eventType, payload }) => ({ eventType, ...(payload as { id: string; stage: string }) }))
    .filter((event) => event.id === dealId)
    .map(({ eventType, stage }) => `${eventType} ${stage}`);
}

describe("creating a deal", () => {
  it("puts it at the top of its column, owned by its creator unless another member is named", async () => {
    const first = await createDeal({ title: "Top A", expectedCloseAt: "2026-12-15T17:00:00.000Z" });
    const second = await createDeal({ title: "Top B", ownerId: memberId, valueCents: 1200 });
    expect(first).toMatchObject({
      stage: "qualified",
      expectedCloseAt: "2026-12-15T17:00:00.000Z",
      owner: { username: "pia" },
      customer: { name: "Ida Ives" },
    });
    expect(second).toMatchObject({ owner: { username: "mo" }, valueCents: 1200, position: first.position - 1024 });
    expect(await column("qualified", "Top ")).toEqual(["Top B", "Top A"]);
    const unowned = await createDeal({ title: "Top C", ownerId: null }, member);
    expect(unowned).toMatchObject({ owner: null });
  });

  it.each([
    [{ title: "X", ownerId: "0190c5f2-0000-7000-8000-000000000000" }, "Owner not found"],
    [{ title: "X", ownerId: "not-an-id" }, "Owner not found"],
    [
      { title: "X", stage: "proposal", closedAt: "2026-01-01T00:00:00.000Z" },
      "Only a deal closed as won or lost has a close date",
    ],
    [{ title: "X", stage: "closed_won", closedAt: "2999-01-01T00:00:00.000Z" }, "Close date cannot be in the future"],
    [{ title: "X", expectedCloseAt: "soon" }, "DateTime must be an ISO 8601 date-time string"],
  ])("refuses %j with %j", async (input, message) => {
    const response = await graphql(owner, CREATE, { input: { customerId: idaId, ...input } });
    expect(errorOf(response.body)?.message).toContain(message);
  });

  it("closes a deal created as won at the close date given", async () => {
    const won = await createDeal({ title: "Won at once", stage: "closed_won", closedAt: "2026-10-01T12:00:00.000Z" });
    expect([won.stage, won.closedAt]).toEqual(["closed_won", "2026-10-01T12:00:00.000Z"]);
  });
});

describe("moving a deal", () => {
  it("to another stage puts it where it was dropped, notes the change on its customer and announces it", async () => {
    await createDeal({ title: "Move anchor", stage: "proposal", customerId: boltId });
    const below = await createDeal({ title: "Move below", stage: "proposal", customerId: boltId });
    const moving = await createDeal({ title: "Move me", customerId: boltId });
    expect(await column("proposal", "Move ")).toEqual(["Move below", "Move anchor"]);

    const moved = await move(moving.id, { stage: "proposal", afterId: below.id });

    expect(moved.body.data?.moveDeal).toMatchObject({ stage: "proposal", closedAt: null });
    expect(await column("proposal", "Move ")).toEqual(["Move below", "Move me", "Move anchor"]);
    expect(await notesOn(boltId)).toEqual([
      {
        type: "note",
        title: "Stage changed from Qualified to Proposal",
        description: "Deal: Move me",
        authorId: ownerId,
      },
    ]);
    expect(await dealEvents(moving.id)).toEqual(["deal.updated proposal"]);
  });

  it("within its column reorders it, and notes and announces nothing but the new place", async () => {
    const lower = await createDeal({ title: "Order lower", stage: "negotiation" });
    const upper = await createDeal({ title: "Order upper", stage: "negotiation" });
    const notesBefore = await notesOn(idaId);

    await move(upper.id, { stage: "negotiation", afterId: lower.id });
    expect(await column("negotiation", "Order ")).toEqual(["Order lower", "Order upper"]);
    await move(upper.id, { stage: "negotiation" });
    expect(await column("negotiation", "Order ")).toEqual(["Order upper", "Order lower"]);

    expect(await notesOn(idaId)).toEqual(notesBefore);
    expect(await dealEvents(upper.id)).toEqual(["deal.updated negotiation", "deal.updated negotiation"]);
  });

  it("to won or lost needs the close date, and records it", async () => {
    const deal = await createDeal({ title: "Closing", stage: "negotiation", customerId: boltId });
    const notesBefore = await notesOn(boltId);

    const refused = await move(deal.id, { stage: "closed_won" });
    expect(errorOf(refused.body)).toEqual({
      message: "Close date is required to close a deal as won or lost",
      code: "BAD_USER_INPUT",
    });
    expect(await column("negotiation", "Closing")).toEqual(["Closing"]);
    expect(await notesOn(boltId)).toEqual(notesBefore);

    const won = await move(deal.id, { stage: "closed_won", closedAt: "2026-11-20T15:00:00.000Z" });
    expect(won.body.data?.moveDeal).toMatchObject({ stage: "closed_won", closedAt: "2026-11-20T15:00:00.000Z" });
    const lost = await move(deal.id, { stage: "closed_lost", closedAt: "2026-11-21T15:00:00.000Z" });
    expect(lost.body.data?.moveDeal).toMatchObject({ stage: "closed_lost", closedAt: "2026-11-21T15:00:00.000Z" });
    const reopened = await move(deal.id, { stage: "proposal" });
    expect(reopened.body.data?.moveDeal).toMatchObject({ stage: "proposal", closedAt: null });
    expect((await notesOn(boltId)).slice(notesBefore.length).map((note) => note.title)).toEqual([
      "Stage changed from Negotiation to Closed Won",
      "Stage changed from Closed Won to Closed Lost",
      "Stage changed from Closed Lost to Proposal",
    ]);
  });

  it("refuses a neighbour that is missing, itself or in another stage, and a deal that does not exist", async () => {
    const deal = await createDeal({ title: "Picky" });
    const elsewhere = await createDeal({ title: "Elsewhere", stage: "proposal" });
    const cases: [Record<string, unknown>, { message: string; code: string }][] = [
      [
        { stage: "qualified", afterId: deal.id },
        { message: "A deal cannot be placed after itself", code: "BAD_USER_INPUT" },
      ],
      [
        { stage: "qualified", afterId: "0190c5f2-0000-7000-8000-000000000000" },
        { message: "The deal to place it after was not found", code: "BAD_USER_INPUT" },
      ],
      [
        { stage: "negotiation", afterId: elsewhere.id },
        { message: "The deal to place it after is no longer in Negotiation", code: "CONFLICT" },
      ],
      [
        { stage: "proposal", closedAt: "2026-01-01T00:00:00.000Z" },
        { message: "Only a deal closed as won or lost has a close date", code: "BAD_USER_INPUT" },
      ],
    ];
    for (const [input, error] of cases) expect(errorOf((await move(deal.id, input)).body)).toEqual(error);
    const missing = await move("0190c5f2-0000-7000-8000-000000000000", { stage: "proposal" });
    expect(errorOf(missing.body)).toEqual({ message: "Deal not found", code: "NOT_FOUND" });
    expect(await column("qualified", "Picky")).toEqual(["Picky"]);
  });

  it("lands every one of many simultaneous moves into one gap, in an order without ties", async () => {
    await createDeal({ title: "Race bottom", stage: "negotiation" });
    const top = await createDeal({ title: "Race top", stage: "negotiation" });
    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createDeal({ title: `Race ${index}`, stage: "proposal" })),
    );

    const moves = await Promise.all(racers.map((racer) => move(racer.id, { stage: "negotiation", afterId: top.id })));

    expect(moves.map((response) => response.body.errors)).toEqual(racers.map(() => undefined));
    const titles = await column("negotiation", "Race ");
    expect([titles[0], titles.at(-1), titles.length]).toEqual(["Race top", "Race bottom", 10]);
    const positions = await workspace.db.deal.findMany({ where: { title: { startsWith: "Race " } } });
    expect(new Set(positions.map((deal) => deal.position)).size).toBe(10);
  });

  it("numbers a column afresh once one gap has been halved too often, keeping its order", async () => {
    const first = await createDeal({ title: "Gap first", stage: "closed_lost", closedAt: "2026-11-01T00:00:00.000Z" });
    const [a, b] = [
      await createDeal({ title: "Gap a", stage: "proposal" }),
      await createDeal({ title: "Gap b", stage: "proposal" }),
    ];
    await move(first.id, { stage: "closed_lost" });
    const closedAt = "2026-11-02T00:00:00.000Z";
    // Each move lands between the first deal and the last one moved: the gap halves every time.
    for (let round = 0; round < 60; round += 1) {
      const moving = round % 2 === 0 ? a : b;
      await move(moving.id, { stage: "closed_lost", afterId: first.id, closedAt: round < 2 ? closedAt : undefined });
    }
    expect(await column("closed_lost", "Gap ")).toEqual(["Gap first", "Gap b", "Gap a"]);
    const positions = await workspace.db.deal.findMany({
      where: { stage: "closed_lost" },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    expect(positions.every((deal, index) => index === 0 || deal.position > positions[index - 1]!.position)).toBe(true);
  });
});

describe("changing a deal's stage with patchDeal", () => {
  it("puts it at the top of the new column and notes the change; other edits note nothing", async () => {
    const deal = await createDeal({ title: "Patched", customerId: boltId });
    const notesBefore = (await notesOn(boltId)).length;
    await graphql(owner, PATCH, { id: deal.id, input: { valueCents: 5000, ownerId: memberId } });
    const patched = await graphql(owner, PATCH, { id: deal.id, input: { stage: "negotiation" } });
    expect(patched.body.data?.patchDeal).toMatchObject({
      stage: "negotiation",
      valueCents: 5000,
      owner: { username: "mo" },
    });
    expect((await column("negotiation", ""))[0]).toBe("Patched");
    expect((await notesOn(boltId)).slice(notesBefore).map((note) => note.title)).toEqual([
      "Stage changed from Qualified to Negotiation",
    ]);
    const won = await graphql(owner, PATCH, {
      id: deal.id,
      input: { stage: "closed_won", closedAt: "2026-11-03T10:00:00.000Z" },
    });
    expect(won.body.data?.patchDeal).toMatchObject({ closedAt: "2026-11-03T10:00:00.000Z" });
  });
});

describe("the pipeline", () => {
  const PIPELINE = `query ($filter: DealFilter, $first: Int, $after: String) {
    dealPipeline(filter: $filter) {
      stage count totalValueCents
      deals(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { title } } }
    }
  }`;
  type Column = {
    stage: string;
    count: number;
    totalValueCents: number;
    deals: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { title: string } }[] };
  };
  const pipeline = async (variables: Record<string, unknown>) =>
    (await graphql(owner, PIPELINE, variables)).body.data?.dealPipeline as Column[];

  it("counts and values each stage, in order, for the owner and text filtered", async () => {
    await createDeal({ title: "Board one", valueCents: 100_000, ownerId: memberId, customerId: boltId });
    await createDeal({ title: "Board two", valueCents: 250_000, ownerId: memberId, stage: "proposal" });
    await createDeal({ title: "Board three", valueCents: 2_000_000_000, ownerId: memberId, stage: "proposal" });
    await createDeal({ title: "Board three bis", valueCents: 2_000_000_000, ownerId: memberId, stage: "proposal" });

    const mine = await pipeline({ filter: { ownerId: memberId, search: "board" } });
    expect(mine.map(({ stage, count, totalValueCents }) => [stage, count, totalValueCents])).toEqual([
      ["qualified", 1, 100_000],
      ["proposal", 3, 4_000_250_000],
      ["negotiation", 0, 0],
      ["closed_won", 0, 0],
      ["closed_lost", 0, 0],
    ]);
    const bolt = await pipeline({ filter: { ownerId: memberId, search: "BOLT" } });
    // "Patched" (the patchDeal test's, now won and the member's) is Bolt Works' too.
    expect(bolt.map((stage) => stage.deals.edges.map((edge) => edge.node.title))).toEqual([
      ["Board one"],
      [],
      [],
      ["Patched"],
      [],
    ]);
  });

  it("pages a column through its cursor, and keeps one column for a stage filter", async () => {
    const [firstPage] = await pipeline({ filter: { stage: "proposal", search: "board" }, first: 2 });
    expect(firstPage!.deals.edges.map((edge) => edge.node.title)).toEqual(["Board three bis", "Board three"]);
    expect(firstPage!.deals.pageInfo.hasNextPage).toBe(true);
    const [next] = await pipeline({
      filter: { stage: "proposal", search: "board" },
      first: 2,
      after: firstPage!.deals.pageInfo.endCursor,
    });
    expect(next!.deals.edges.map((edge) => edge.node.title)).toEqual(["Board two"]);
    expect(next!.deals.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses an owner filter that is not an id, and a long search", async () => {
    const bad = await graphql(owner, PIPELINE, { filter: { ownerId: "me" } });
    expect(errorOf(bad.body)).toEqual({ message: "Owner not found", code: "BAD_USER_INPUT" });
    const long = await graphql(owner, PIPELINE, { filter: { search: "x".repeat(201) } });
    expect(errorOf(long.body)).toEqual({ message: "Search must be at most 200 characters", code: "BAD_USER_INPUT" });
  });
});

describe("the deals list", () => {
  const LIST = `query ($filter: DealFilter, $orderBy: DealOrder) { deals(first: 10, filter: $filter, orderBy: $orderBy) { totalCount edges { node { title } } } }`;
  const titles = async (filter: object, orderBy?: object) => {
    const response = await graphql(owner, LIST, { filter, orderBy });
    return (response.body.data?.deals as { edges: { node: { title: string } }[] }).edges.map((edge) => edge.node.title);
  };

  it("sorts by value, title, expected close date and the board's order", async () => {
    await createDeal({
      title: "Sort b",
      valueCents: 300,
      expectedCloseAt: "2026-12-01T00:00:00.000Z",
      stage: "proposal",
    });
    await createDeal({ title: "Sort a", valueCents: 200, stage: "negotiation" });
    await createDeal({ title: "Sort c", valueCents: 100, expectedCloseAt: "2026-11-01T00:00:00.000Z" });
    const sorts = { search: "sort " };
    expect(await titles(sorts, { field: "value", direction: "asc" })).toEqual(["Sort c", "Sort a", "Sort b"]);
    expect(await titles(sorts, { field: "title", direction: "desc" })).toEqual(["Sort c", "Sort b", "Sort a"]);
    expect(await titles(sorts, { field: "expectedCloseAt", direction: "asc" })).toEqual(["Sort c", "Sort b", "Sort a"]);
    expect(await titles(sorts, { field: "stage", direction: "asc" })).toEqual(["Sort c", "Sort b", "Sort a"]);
  });

  it("leaves the deals of someone removed from the workspace without an owner", async () => {
    const leaver = await createUser(t.db, { username: "leaver" });
    await addMember(t.db, workspace, leaver);
    const deal = await createDeal({ title: "Left behind", ownerId: leaver.id });
    await graphql(
      owner,
      `
        mutation ($id: ID!) {
          removeMember(userId: $id) {
            id
          }
        }
      `,
      { id: leaver.id },
    );
    expect((await workspace.db.deal.findUniqueOrThrow({ where: { id: deal.id } })).ownerId).toBeNull();
  });
});
