import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#tests/support/api-keys.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let key: string;
let customerId: string;
let memberId: string;
let ownerId: string;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A client of the API as an integration is: every request with the workspace's key. */
const api = {
  get: (path: string) => t.request().get(path).set("Authorization", key),
  post: (path: string, body: object) => t.request().post(path).set("Authorization", key).send(body),
  put: (path: string, body: object) => t.request().put(path).set("Authorization", key).send(body),
  patch: (path: string, body: object) => t.request().patch(path).set("Authorization", key).send(body),
  delete: (path: string) => t.request().delete(path).set("Authorization", key),
};

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signedInAgent(t, { username: "integrator" });
  ownerId = (await t.db.user.findUniqueOrThrow({ where: { username: "integrator" } })).id;
  key = (await createApiKey(owner, "Integration")).header;
  const member = await createUser(t.db, { username: "teammate" });
  await addMember(t.db, await workspaceOf(t.db, "integrator"), member);
  memberId = member.id;
  customerId = (await api.post("/api/customers", { name: "Ada Lovelace", email: "ada@engines.test" })).body.id;
});
afterAll(() => t.close());

describe("customers", () => {
  it("PATCH changes only the fields given; PUT keeps the legacy shape (name and e-mail required)", async () => {
    const created = await api.post("/api/customers", {
      name: "Cy Cole",
      email: "cy@cole.test",
      phone: "(212) 555-0100",
      valueCents: 12_345,
    });
    expect(created.body).toMatchObject({ valueCents: 12_345, currency: "USD", phone: "(212) 555-0100" });
    expect(created.body.createdAt).toMatch(ISO_UTC);
    const patched = await api.patch(`/api/customers/${created.body.id}`, { status: "active", notes: "VIP" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: "Cy Cole",
      email: "cy@cole.test",
      phone: "(212) 555-0100",
      status: "active",
      notes: "VIP",
      valueCents: 12_345,
    });
    const cleared = await api.patch(`/api/customers/${created.body.id}`, { phone: null });
    expect([cleared.body.phone, cleared.body.notes]).toEqual(["", "VIP"]);
    const put = await api.put(`/api/customers/${created.body.id}`, { status: "lead" });
    expect([put.status, put.text]).toEqual([400, "Name is required"]);
    const read = await api.get(`/api/customers/${created.body.id}`);
    expect(read.body).toEqual({ ...cleared.body, updatedAt: read.body.updatedAt });
  });

  it("lists a customer's deals, tasks and activities, and only theirs", async () => {
    const other = (await api.post("/api/customers", { name: "Other", email: "other@x.test" })).body.id;
    await api.post("/api/deals", { title: "Ada's deal", customerId });
    await api.post("/api/deals", { title: "Other deal", customerId: other });
    await api.post("/api/tasks", { title: "Ada's task", customerId });
    await api.post("/api/activities", { type: "call", title: "Ada's call", customerId });
    await api.post("/api/activities", { type: "note", title: "Loose note" });
    const titles = async (path: string) => (await api.get(path)).body.data.map((row: { title: string }) => row.title);
    expect(await titles(`/api/customers/${customerId}/deals`)).toEqual(["Ada's deal"]);
    expect(await titles(`/api/customers/${customerId}/tasks`)).toEqual(["Ada's task"]);
    expect(await titles(`/api/customers/${customerId}/activities`)).toEqual(["Ada's call"]);
    expect(await titles(`/api/customers/${customerId}/activities?type=note`)).toEqual([]);
  });
});

describe("deals", () => {
  it("creates (owned by the key's creator), reads, patches (closing and reopening) and deletes a deal", async () => {
    const created = await api.post("/api/deals", { title: "Engine", customerId, valueCents: 50_000 });
    expect([created.status, created.body]).toEqual([
      201,
      {
        id: expect.any(String),
        workspaceId: expect.any(String),
        title: "Engine",
        customerId,
        companyId: null,
        stage: "qualified",
        valueCents: 50_000,
        currency: "USD",
        ownerId,
        expectedCloseAt: null,
        position: expect.any(Number),
        closedAt: null,
        lostReason: null,
        lostNote: null,
        isSample: false,
        customFields: {},
        createdAt: expect.stringMatching(ISO_UTC),
        updatedAt: expect.stringMatching(ISO_UTC),
      },
    ]);
    const { id } = created.body;
    expect((await api.get(`/api/deals/${id}`)).body).toEqual(created.body);
    const won = await api.patch(`/api/deals/${id}`, { stage: "closed_won" });
    expect(won.body).toMatchObject({ title: "Engine", stage: "closed_won", valueCents: 50_000 });
    expect(won.body.closedAt).toMatch(ISO_UTC);
    const reopened = await api.patch(`/api/deals/${id}`, { stage: "proposal" });
    expect([reopened.body.stage, reopened.body.closedAt]).toEqual(["proposal", null]);
    const moved = await api.patch(`/api/deals/${id}`, { customerId: "0190c5f2-0000-7000-8000-000000000000" });
    expect([moved.status, moved.text]).toEqual([400, "Customer not found"]);
    expect((await api.delete(`/api/deals/${id}`)).body).toEqual({ id });
    const gone = await api.get(`/api/deals/${id}`);
    expect([gone.status, gone.text]).toEqual([404, "Deal not found"]);
  });

  it("filters by stage and sorts by close date, open deals last", async () => {
    const customer = (await api.post("/api/customers", { name: "Sorter", email: "sorter@x.test" })).body.id;
    for (const [title, stage] of [
      ["Open one", "negotiation"],
      ["Won one", "closed_won"],
      ["Lost one", "closed_lost"],
    ]) {
      await api.post("/api/deals", { title, customerId: customer, stage });
    }
    const closed = await api.get(`/api/customers/${customer}/deals?sort=closedAt`);
    expect(closed.body.data.map((deal: { title: string }) => deal.title)).toEqual(["Won one", "Lost one", "Open one"]);
    const lost = await api.get(`/api/deals?stage=closed_lost&customerId=${customer}`);
    expect([lost.body.totalCount, lost.body.data[0].title]).toEqual([1, "Lost one"]);
    const bad = await api.get("/api/deals?sort=customer");
    expect([bad.status, bad.text]).toEqual([
      400,
      "Sort field must be createdAt, closedAt, title, value, expectedCloseAt or stage",
    ]);
  });
});

describe("tasks", () => {
  it("reads a task, patches it (completing and reopening) and deletes it", async () => {
    const created = await api.post("/api/tasks", { title: "Call back", priority: "low", assigneeId: memberId });
    const { id } = created.body;
    expect((await api.get(`/api/tasks/${id}`)).body).toEqual(created.body);
    const done = await api.patch(`/api/tasks/${id}`, { completed: true });
    expect(done.body).toMatchObject({ title: "Call back", priority: "low", completed: true, assigneeId: memberId });
    const again = await api.patch(`/api/tasks/${id}`, { completed: true, priority: "high" });
    expect([again.body.completedAt, again.body.priority]).toEqual([done.body.completedAt, "high"]);
    const reopened = await api.patch(`/api/tasks/${id}`, { completed: false, dueAt: "2026-12-24T10:00:00+02:00" });
    expect(reopened.body).toMatchObject({ completed: false, completedAt: null, dueAt: "2026-12-24T08:00:00.000Z" });
    expect((await api.delete(`/api/tasks/${id}`)).body).toEqual({ id });
    expect((await api.get(`/api/tasks/${id}`)).status).toBe(404);
  });
});

describe("activities", () => {
  it("creates (201), reads, patches and deletes an activity", async () => {
    const created = await api.post("/api/activities", {
      type: "meeting",
      title: "Kick-off",
      occurredAt: "2026-03-01T09:00:00Z",
      customerId,
    });
    expect([created.status, created.body]).toMatchObject([
      201,
      { type: "meeting", title: "Kick-off", occurredAt: "2026-03-01T09:00:00.000Z", customerId },
    ]);
    const { id } = created.body;
    expect((await api.get(`/api/activities/${id}`)).body).toEqual(created.body);
    const patched = await api.patch(`/api/activities/${id}`, { description: "Agenda agreed" });
    expect(patched.body).toEqual({ ...created.body, description: "Agenda agreed" });
    expect((await api.delete(`/api/activities/${id}`)).body).toEqual({ id });
    const gone = await api.patch(`/api/activities/${id}`, { title: "X" });
    expect([gone.status, gone.text]).toEqual([404, "Activity not found"]);
  });
});

describe("list pages", () => {
  it("hold 50 rows by default and at most 200, with a cursor to the next page", async () => {
    const workspace = await workspaceOf(t.db, "integrator");
    await workspace.db.activity.createMany({
      data: Array.from({ length: 230 }, (_, at) => ({
        type: "note" as const,
        title: `Bulk ${at}`,
        occurredAt: new Date(Date.UTC(2020, 0, 1, 0, at)),
      })),
    });
    const first = await api.get("/api/activities?type=note");
    expect([first.body.data.length, first.body.pageInfo.hasNextPage]).toEqual([50, true]);
    const large = await api.get("/api/activities?type=note&limit=500");
    expect(large.body.data.length).toBe(200);
    const next = await api.get(`/api/activities?type=note&limit=200&cursor=${large.body.pageInfo.endCursor}`);
    // Besides these and the loose note, the two stage changes of the deals test above are notes too.
    expect([next.body.data.length, next.body.pageInfo]).toEqual([
      33,
      { hasNextPage: false, endCursor: expect.any(String) },
    ]);
    const seen = new Set([...large.body.data, ...next.body.data].map((row: { id: string }) => row.id));
    expect([seen.size, large.body.totalCount]).toEqual([233, 233]);
  });
});
