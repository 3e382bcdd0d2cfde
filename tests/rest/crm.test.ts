import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
const json = { "Content-Type": "application/json" };

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "legacy" });
});
afterAll(() => t.close());

describe("/api/customers", () => {
  it("creates (201), reads, updates and deletes a customer", async () => {
    const created = await user
      .post("/api/customers")
      .set(json)
      .send({ name: "Jo Jones", email: "jo@jones.test", company: "Jones" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Jo Jones",
      email: "jo@jones.test",
      company: "Jones",
      status: "lead",
      valueCents: 0,
    });
    const id = created.body.id;
    expect((await user.get(`/api/customers/${id}`)).body).toMatchObject({ id, name: "Jo Jones" });
    const updated = await user
      .put(`/api/customers/${id}`)
      .set(json)
      .send({ name: "Jo Jones", email: "jo@jones.test", status: "active" });
    expect([updated.status, updated.body.status, updated.body.company]).toEqual([200, "active", "Jones"]);
    expect((await user.delete(`/api/customers/${id}`)).body).toEqual({ id });
    const gone = await user.get(`/api/customers/${id}`);
    expect([gone.status, gone.text]).toEqual([404, "Customer not found"]);
  });

  it("lists with limit, cursor, search, status and sort", async () => {
    for (const name of ["Kim Kane", "Lee Lowe", "Max Moss"]) {
      await user
        .post("/api/customers")
        .set(json)
        .send({ name, email: `${name.split(" ")[0]}@crm.test`, status: "active" });
    }
    const first = await user.get("/api/customers?limit=2&sort=name&status=active");
    expect(first.body.data.map((customer: { name: string }) => customer.name)).toEqual(["Kim Kane", "Lee Lowe"]);
    expect(first.body.pageInfo.hasNextPage).toBe(true);
    expect(first.body.totalCount).toBe(3);
    const next = await user.get(
      `/api/customers?limit=2&sort=name&status=active&cursor=${first.body.pageInfo.endCursor}`,
    );
    expect(next.body).toMatchObject({ data: [{ name: "Max Moss" }], pageInfo: { hasNextPage: false }, totalCount: 3 });
    const searched = await user.get("/api/customers?search=LOWE");
    expect(searched.body.data.map((customer: { name: string }) => customer.name)).toEqual(["Lee Lowe"]);
    const descending = await user.get("/api/customers?sort=-name&limit=1");
    expect(descending.body.data[0].name).toBe("Max Moss");
  });

  it.each([
    ["/api/customers?limit=abc", "limit must be a whole number"],
    ["/api/customers?limit=0", "Page size must be a whole number of at least 1"],
    ["/api/customers?cursor=bogus", "Invalid cursor"],
    ["/api/customers?status=vip", "Status must be lead, active or inactive"],
    ["/api/customers?sort=email", "Sort field must be name, company, value or createdAt"],
  ])("answers %s with 400 %j", async (url, message) => {
    const response = await user.get(url);
    expect([response.status, response.text]).toEqual([400, message]);
  });

  it("answers 409 to a create or an update with an e-mail another customer has, ignoring case", async () => {
    await user.post("/api/customers").set(json).send({ name: "Kim Kay", email: "kim@kay.test" });
    const created = await user.post("/api/customers").set(json).send({ name: "Kim K", email: "KIM@kay.test" });
    expect([created.status, created.text]).toEqual([409, "A customer with this email already exists"]);
    const other = await user.post("/api/customers").set(json).send({ name: "Lee Lo", email: "lee@lo.test" });
    const updated = await user
      .put(`/api/customers/${other.body.id}`)
      .set(json)
      .send({ name: "Lee Lo", email: "Kim@Kay.test" });
    expect([updated.status, updated.text]).toEqual([409, "A customer with this email already exists"]);
  });

  it("answers bad input with 400 and the first failed rule", async () => {
    const response = await user.post("/api/customers").set(json).send({ name: "No Email" });
    expect([response.status, response.text]).toEqual([400, "Email is required"]);
  });

  it("needs a signed-in user", async () => {
    const response = await t.request().get("/api/customers");
    expect([response.status, response.text]).toEqual([401, "Not signed in"]);
  });
});

describe("/api/tasks and /api/activities", () => {
  it("creates a task (201) and lists it with its completed flag", async () => {
    const created = await user
      .post("/api/tasks")
      .set(json)
      .send({ title: "Ring back", priority: "high", dueAt: "2026-12-24T10:00:00Z" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Ring back",
      priority: "high",
      completed: false,
      dueAt: "2026-12-24T10:00:00.000Z",
    });
    const listed = await user.get("/api/tasks?status=pending&priority=high");
    expect(listed.body).toMatchObject({ data: [{ title: "Ring back", completed: false }], totalCount: 1 });
  });

  it("refuses an invalid due date", async () => {
    const response = await user.post("/api/tasks").set(json).send({ title: "X", dueAt: "someday" });
    expect([response.status, response.text]).toEqual([400, "Due date must be a valid date"]);
  });

  it("lists activities newest first, filtered by type", async () => {
    await (
      await workspaceOf(t.db, "legacy")
    ).db.activity.create({
      data: { type: "call", title: "Older call", occurredAt: new Date("2026-01-01T00:00:00Z") },
    });
    await (
      await workspaceOf(t.db, "legacy")
    ).db.activity.create({
      data: { type: "call", title: "Newer call", occurredAt: new Date("2026-02-01T00:00:00Z") },
    });
    await (await workspaceOf(t.db, "legacy")).db.activity.create({ data: { type: "note", title: "A note" } });
    const calls = await user.get("/api/activities?type=call");
    expect(calls.body.data.map((activity: { title: string }) => activity.title)).toEqual(["Newer call", "Older call"]);
    const bad = await user.get("/api/activities?type=fax");
    expect([bad.status, bad.text]).toEqual([400, "Type must be call, email, meeting or note"]);
  });

  it("updates an activity (PUT) and deletes it (DELETE)", async () => {
    const { id } = await (
      await workspaceOf(t.db, "legacy")
    ).db.activity.create({
      data: { type: "note", title: "Draft", occurredAt: new Date("2026-03-01T09:00:00Z") },
    });
    const updated = await user
      .put(`/api/activities/${id}`)
      .set(json)
      .send({ type: "meeting", title: "Kick-off", description: "Agenda agreed" });
    expect([updated.status, updated.body]).toMatchObject([
      200,
      { id, type: "meeting", title: "Kick-off", description: "Agenda agreed", occurredAt: "2026-03-01T09:00:00.000Z" },
    ]);
    expect((await user.get("/api/activities?type=meeting")).body.data.map((row: { id: string }) => row.id)).toEqual([
      id,
    ]);
    const deleted = await user.delete(`/api/activities/${id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { id }]);
    const again = await user.delete(`/api/activities/${id}`);
    expect([again.status, again.text]).toEqual([404, "Activity not found"]);
  });

  it.each([
    [{ type: "fax", title: "X" }, "Type must be call, email, meeting or note"],
    [{ type: "call", title: "  " }, "Title is required"],
    [{ type: "call", title: "X", occurredAt: "someday" }, "Date must be a valid date"],
    [{ type: "call", title: "X", customerId: "0190c5f2-0000-7000-8000-000000000000" }, "Customer not found"],
  ])("refuses to update an activity to %j with 400 %j", async (body, message) => {
    const { id } = await (
      await workspaceOf(t.db, "legacy")
    ).db.activity.create({ data: { type: "note", title: "Kept" } });
    const response = await user.put(`/api/activities/${id}`).set(json).send(body);
    expect([response.status, response.text]).toEqual([400, message]);
  });

  it.each(["0190c5f2-0000-7000-8000-000000000000", "not-an-id"])("answers 404 for activity %s", async (id) => {
    const updated = await user.put(`/api/activities/${id}`).set(json).send({ type: "call", title: "X" });
    expect([updated.status, updated.text]).toEqual([404, "Activity not found"]);
    const deleted = await user.delete(`/api/activities/${id}`);
    expect([deleted.status, deleted.text]).toEqual([404, "Activity not found"]);
  });
});
