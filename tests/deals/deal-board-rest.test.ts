import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#tests/support/api-keys.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

// The deals board through the REST API, with a key as an integration would: the pipeline's counts,
// moving a deal, the list's new filters and sorts, and the CSV export.

let t: TestApp;
let key: string;
let customerId: string;
let memberId: string;
let ownerAgent: Awaited<ReturnType<typeof signedInAgent>>;

const api = {
  get: (path: string) => t.request().get(path).set("Authorization", key),
  post: (path: string, body: object) => t.request().post(path).set("Authorization", key).send(body),
};

async function createDeal(body: object): Promise<{ id: string; position: number }> {
  const response = await api.post("/api/deals", { customerId, ...body });
  if (response.status !== 201) throw new Error(response.text);
  return response.body;
}

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signedInAgent(t, { username: "rex" });
  ownerAgent = owner;
  key = (await createApiKey(owner, "Board")).header;
  const member = await createUser(t.db, { username: "mia" });
  await addMember(t.db, await workspaceOf(t.db, "rex"), member);
  memberId = member.id;
  customerId = (
    await api.post("/api/customers", { name: "Cleo Cross", email: "cleo@cross.test", company: "Cross & Co" })
  ).body.id;
});
afterAll(() => t.close());

describe("POST /api/deals/:id/move", () => {
  it("moves a deal below a neighbour, and notes the stage change on the customer", async () => {
    const neighbour = await createDeal({ title: "Neighbour", stage: "proposal" });
    const deal = await createDeal({ title: "Mover", valueCents: 900 });

    const moved = await api.post(`/api/deals/${deal.id}/move`, { stage: "proposal", afterId: neighbour.id });

    expect([moved.status, moved.body.stage, moved.body.position]).toEqual([200, "proposal", neighbour.position + 1024]);
    const timeline = await api.get(`/api/customers/${customerId}/activities`);
    expect(timeline.body.data.map((activity: { title: string }) => activity.title)).toEqual([
      "Stage changed from Qualified to Proposal",
    ]);
  });

  it("answers 400 without the close date to win, 404 for a missing deal and 409 for a neighbour that moved", async () => {
    const deal = await createDeal({ title: "Almost won", stage: "negotiation" });
    const elsewhere = await createDeal({ title: "Not there", stage: "qualified" });
    const noDate = await api.post(`/api/deals/${deal.id}/move`, { stage: "closed_won" });
    expect([noDate.status, noDate.text]).toEqual([400, "Close date is required to close a deal as won or lost"]);
    const badStage = await api.post(`/api/deals/${deal.id}/move`, { stage: "won" });
    expect([badStage.status, badStage.text]).toEqual([
      400,
      "Stage must be qualified, proposal, negotiation, closed_won or closed_lost",
    ]);
    const missing = await api.post("/api/deals/0190c5f2-0000-7000-8000-000000000000/move", { stage: "proposal" });
    expect([missing.status, missing.text]).toEqual([404, "Deal not found"]);
    const stale = await api.post(`/api/deals/${deal.id}/move`, { stage: "proposal", afterId: elsewhere.id });
    expect([stale.status, stale.text]).toEqual([409, "The deal to place it after is no longer in Proposal"]);
    const won = await api.post(`/api/deals/${deal.id}/move`, { stage: "closed_won", closedAt: "2026-11-24T16:00:00Z" });
    expect([won.status, won.body.stage, won.body.closedAt]).toEqual([200, "closed_won", "2026-11-24T16:00:00.000Z"]);
  });
});

describe("GET /api/deals/pipeline", () => {
  it("counts and values each stage in order, filtered by owner and text", async () => {
    await createDeal({ title: "Pipe one", valueCents: 1000, ownerId: memberId });
    await createDeal({ title: "Pipe two", valueCents: 2500, ownerId: memberId, stage: "negotiation" });
    await createDeal({ title: "Pipe three", valueCents: 4000, stage: "negotiation" });

    const mine = await api.get(`/api/deals/pipeline?ownerId=${memberId}&search=pipe`);

    expect([mine.status, mine.body]).toEqual([
      200,
      {
        stages: [
          { stage: "qualified", count: 1, totalValueCents: 1000 },
          { stage: "proposal", count: 0, totalValueCents: 0 },
          { stage: "negotiation", count: 1, totalValueCents: 2500 },
          { stage: "closed_won", count: 0, totalValueCents: 0 },
          { stage: "closed_lost", count: 0, totalValueCents: 0 },
        ],
      },
    ]);
    const negotiation = await api.get("/api/deals/pipeline?stage=negotiation&search=PIPE");
    expect(negotiation.body).toEqual({ stages: [{ stage: "negotiation", count: 2, totalValueCents: 6500 }] });
    const bad = await api.get("/api/deals/pipeline?ownerId=me");
    expect([bad.status, bad.text]).toEqual([400, "Owner not found"]);
  });
});

describe("GET /api/deals", () => {
  it("filters by owner and by text in the customer's company, in the board's order", async () => {
    const column = await api.get(`/api/deals?ownerId=${memberId}&sort=stage`);
    expect(column.body.data.map((deal: { title: string }) => deal.title)).toEqual(["Pipe one", "Pipe two"]);
    const byCompany = await api.get("/api/deals?search=cross%20%26&sort=-value&limit=2");
    expect([byCompany.body.totalCount, byCompany.body.data.map((deal: { title: string }) => deal.title)]).toEqual([
      7,
      ["Pipe three", "Pipe two"],
    ]);
  });
});

describe("GET /api/deals/export.csv", () => {
  it("exports the list as filtered and sorted, with stage labels, owners and dates", async () => {
    await createDeal({ title: "=HYPERLINK()", valueCents: 12345, expectedCloseAt: "2026-12-24T12:00:00Z" });

    const csv = await api.get(`/api/deals/export.csv?stage=qualified&sort=title`);

    expect([csv.status, csv.headers["content-type"]]).toEqual([200, "text/csv; charset=utf-8"]);
    const [header, ...rows] = csv.text.trimEnd().split("\r\n");
    expect(header).toBe("Title,Customer,Stage,Value (USD),Owner,Expected close,Closed,Created,Lost reason,Lost note");
    expect(rows.map((row) => row.split(",").slice(0, 6).join(","))).toEqual([
      "'=HYPERLINK(),Cleo Cross,Qualified,123.45,rex,2026-12-24T12:00:00.000Z",
      "Not there,Cleo Cross,Qualified,0.00,rex,",
      "Pipe one,Cleo Cross,Qualified,10.00,mia,",
    ]);
    const bad = await api.get("/api/deals/export.csv?sort=owner");
    expect([bad.status, bad.text]).toEqual([
      400,
      "Sort field must be createdAt, closedAt, title, value, expectedCloseAt or stage",
    ]);
  });
});

describe("closing a deal as lost, with a reason", () => {
  it("stores the reason and note of a lost move, refuses one elsewhere and clears it when reopened", async () => {
    const deal = await createDeal({ title: "Priced out", stage: "negotiation" });
    const closedAt = "2026-11-20T12:00:00.000Z";
    const lost = await api.post(`/api/deals/${deal.id}/move`, {
      stage: "closed_lost",
      closedAt,
      lostReason: "Price",
      lostNote: "  Went with the cheaper plan  ",
    });
    expect([lost.status, lost.body.lostReason, lost.body.lostNote]).toEqual([
      200,
      "Price",
      "Went with the cheaper plan",
    ]);
    expect((await api.get(`/api/deals/${deal.id}`)).body).toMatchObject({ lostReason: "Price" });
    const report = await api.get("/api/deals/export.csv?stage=closed_lost");
    expect(report.text.trimEnd().split("\r\n")[1]).toMatch(/^Priced out,.*,Price,Went with the cheaper plan$/);
    const other = await createDeal({ title: "Still open" });
    const refused = await api.post(`/api/deals/${other.id}/move`, { stage: "proposal", lostReason: "Price" });
    expect([refused.status, refused.text]).toEqual([400, "Only a deal closed as lost has a lost reason"]);
    const reopened = await api.post(`/api/deals/${deal.id}/move`, { stage: "proposal" });
    expect([reopened.body.lostReason, reopened.body.lostNote]).toEqual([null, null]);
  });

  it("lists the workspace's reasons and lets its owner (not an API key) replace them", async () => {
    const put = (reasons: string[]) =>
      ownerAgent.put("/api/lost-reasons").set("Content-Type", "application/json").send({ reasons });
    const byKey = await t
      .request()
      .put("/api/lost-reasons")
      .set("Authorization", key)
      .send({ reasons: ["Price"] });
    expect(byKey.status).toBe(403);
    expect((await api.get("/api/lost-reasons")).body).toEqual({
      reasons: ["Price", "Chose a competitor", "No budget", "No decision", "Bad timing", "Other"],
    });
    const replaced = await put(["No budget", " Too slow ", "Price"]);
    expect([replaced.status, replaced.body]).toEqual([200, { reasons: ["No budget", "Too slow", "Price"] }]);
    const twice = await put(["Price", "price"]);
    expect([twice.status, twice.text]).toEqual([400, "Each lost reason must be different"]);
    const blank = await put(["Price", " "]);
    expect([blank.status, blank.text]).toEqual([400, "Reason is required"]);
    const none = await put([]);
    expect([none.status, none.text]).toEqual([400, "Keep at least one lost reason"]);
  });
});
