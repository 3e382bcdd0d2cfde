import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UPDATE_PROFILE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { firstName lastName email pendingEmail phone }
}`;
const UPDATE_PREFERENCES = `mutation ($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) { emailNotifications taskReminders }
}`;
const ACCOUNT = "{ viewer { firstName lastName email pendingEmail phone emailNotifications taskReminders } }";
const json = { "Content-Type": "application/json" };

let people = 0;
/** A fresh signed-in person for each case of a table. */
function newPerson() {
  people += 1;
  return signedInAgent(t, { username: `person-${people}` });
}

describe("updateProfile", () => {
  it("saves the names and the phone, trimmed, and the viewer reads them back", async () => {
    const agent = await signedInAgent(t, { username: "pia" });
    const response = await graphql(agent, UPDATE_PROFILE, {
      input: { firstName: "  Pia ", lastName: "Larsen ", email: "pia@example.com", phone: " +45 1234 5678 " },
    });
    expect(response.body).toEqual({
      data: {
        updateProfile: {
          firstName: "Pia",
          lastName: "Larsen",
          email: "pia@example.com",
          pendingEmail: null,
          phone: "+45 1234 5678",
        },
      },
    });
    expect((await graphql(agent, ACCOUNT)).body.data).toEqual({
      viewer: {
        firstName: "Pia",
        lastName: "Larsen",
        email: "pia@example.com",
        pendingEmail: null,
        phone: "+45 1234 5678",
        emailNotifications: true,
        taskReminders: true,
      },
    });
    await t.deliverMail();
    expect(t.outbox.filter((mail) => mail.to === "pia@example.com")).toEqual([]);
  });

  it("keeps a field that is left out and clears one sent empty", async () => {
    const agent = await signedInAgent(t, { username: "quinn" });
    await graphql(agent, UPDATE_PROFILE, { input: { firstName: "Quinn", lastName: "Doe", phone: "555" } });
    const response = await graphql(agent, UPDATE_PROFILE, { input: { lastName: "", phone: null } });
    expect(response.body.data).toEqual({
      updateProfile: { firstName: "Quinn", lastName: "", email: "quinn@example.com", pendingEmail: null, phone: "" },
    });
  });

  it("saves the current address in other letter case as typed, with no link to confirm", async () => {
    const agent = await signedInAgent(t, { username: "rosa" });
    const response = await graphql(agent, UPDATE_PROFILE, { input: { email: "Rosa@Example.com" } });
    expect(response.body.data).toMatchObject({ updateProfile: { email: "Rosa@Example.com", pendingEmail: null } });
    await t.deliverMail();
    expect(t.outbox.filter((mail) => mail.to.toLowerCase() === "rosa@example.com")).toEqual([]);
  });

  it.each([
    [{ firstName: "x".repeat(101) }, "First name must be at most 100 characters"],
    [{ lastName: "x".repeat(101) }, "Last name must be at most 100 characters"],
    [{ phone: "1".repeat(41) }, "Phone must be at most 40 characters"],
    [{ email: "" }, "Email is required"],
    [{ email: "   " }, "Email is required"],
    [{ email: null }, "Email is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
  ])("rejects %j with %j", async (input, message) => {
    const agent = await newPerson();
    const response = await graphql(agent, UPDATE_PROFILE, { input });
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("refuses a caller who is not signed in", async () => {
    const response = await graphql(t.request(), UPDATE_PROFILE, { input: { firstName: "X" } });
    expect(errorOf(response.body)).toEqual({ message: "Not signed in", code: "UNAUTHENTICATED" });
  });
});

describe("updateNotificationPreferences", () => {
  it("saves each switch on its own and keeps the other", async () => {
    const agent = await signedInAgent(t, { username: "sami" });
    const off = await graphql(agent, UPDATE_PREFERENCES, { input: { emailNotifications: false } });
    expect(off.body.data).toEqual({
      updateNotificationPreferences: { emailNotifications: false, taskReminders: true },
    });
    const both = await graphql(agent, UPDATE_PREFERENCES, { input: { taskReminders: false } });
    expect(both.body.data).toEqual({
      updateNotificationPreferences: { emailNotifications: false, taskReminders: false },
    });
    expect((await graphql(agent, ACCOUNT)).body.data).toMatchObject({
      viewer: { emailNotifications: false, taskReminders: false },
    });
  });

  it("refuses a caller who is not signed in", async () => {
    const response = await graphql(t.request(), UPDATE_PREFERENCES, { input: { taskReminders: false } });
    expect(errorOf(response.body)).toEqual({ message: "Not signed in", code: "UNAUTHENTICATED" });
  });
});

describe("REST /api/user/profile and /api/user/notification-preferences", () => {
  it("save through the same services, and GET /api/user shows the result", async () => {
    const agent = await signedInAgent(t, { username: "tara" });
    const profile = await agent
      .put("/api/user/profile")
      .set(json)
      .send({ firstName: "Tara", lastName: "Nolan", phone: "+1 555 0100" });
    expect(profile.status).toBe(200);
    const preferences = await agent.put("/api/user/notification-preferences").set(json).send({ taskReminders: false });
    expect(preferences.status).toBe(200);
    const me = await agent.get("/api/user");
    expect(me.body).toEqual({
      id: expect.any(String),
      username: "tara",
      email: "tara@example.com",
      pendingEmail: null,
      firstName: "Tara",
      lastName: "Nolan",
      phone: "+1 555 0100",
      emailNotifications: true,
      taskReminders: false,
      pageSize: 25,
    });
    expect(preferences.body).toEqual(me.body);
  });

  it.each([
    ["/api/user/profile", ["x"], "Profile details are required"],
    ["/api/user/profile", { firstName: 7 }, "First name must be text"],
    ["/api/user/profile", { email: "nope" }, "Please enter a valid email address"],
    ["/api/user/notification-preferences", ["x"], "Notification preferences are required"],
    ["/api/user/notification-preferences", { emailNotifications: "yes" }, "Email notifications must be true or false"],
    ["/api/user/notification-preferences", { taskReminders: 1 }, "Task reminders must be true or false"],
  ])("PUT %s %j answers 400 %j", async (path, body, message) => {
    const agent = await newPerson();
    const response = await agent.put(path).set(json).send(JSON.stringify(body));
    expect([response.status, response.text]).toEqual([400, message]);
  });

  it.each(["/api/user/profile", "/api/user/notification-preferences"])(
    "PUT %s answers 401 without a session",
    async (path) => {
      const response = await t.request().put(path).set(json).send({});
      expect([response.status, response.text]).toEqual([401, "Not signed in"]);
    },
  );
});

describe("list preferences (the page size of every list)", () => {
  const UPDATE_LIST_PREFERENCES = `mutation ($input: ListPreferencesInput!) {
    updateListPreferences(input: $input) { pageSize }
  }`;

  it("starts at 25 rows, saves a choice and the viewer reads it back", async () => {
    const agent = await newPerson();
    expect((await graphql(agent, "{ viewer { pageSize } }")).body.data).toEqual({ viewer: { pageSize: 25 } });
    const saved = await graphql(agent, UPDATE_LIST_PREFERENCES, { input: { pageSize: 100 } });
    expect(saved.body.data).toEqual({ updateListPreferences: { pageSize: 100 } });
    expect((await graphql(agent, "{ viewer { pageSize } }")).body.data).toEqual({ viewer: { pageSize: 100 } });
  });

  it.each([7, 0, -25, 200])("refuses a page size of %j", async (pageSize) => {
    const agent = await newPerson();
    const response = await graphql(agent, UPDATE_LIST_PREFERENCES, { input: { pageSize } });
    expect(errorOf(response.body)).toEqual({ message: "Page size must be 10, 25, 50 or 100", code: "BAD_USER_INPUT" });
  });

  it("PUT /api/user/list-preferences saves through the same service and GET /api/user shows it", async () => {
    const agent = await newPerson();
    const saved = await agent.put("/api/user/list-preferences").set(json).send({ pageSize: 50 });
    expect([saved.status, saved.body.pageSize]).toEqual([200, 50]);
    expect((await agent.get("/api/user")).body.pageSize).toBe(50);
  });

  it.each([
    [{ pageSize: "50" }, "Page size must be 10, 25, 50 or 100"],
    [{ pageSize: 30 }, "Page size must be 10, 25, 50 or 100"],
    [{}, "Page size must be 10, 25, 50 or 100"],
    [["x"], "List preferences are required"],
  ])("PUT /api/user/list-preferences %j answers 400 %j", async (body, message) => {
    const agent = await newPerson();
    const response = await agent.put("/api/user/list-preferences").set(json).send(JSON.stringify(body));
    expect([response.status, response.text]).toEqual([400, message]);
  });

  it("PUT /api/user/list-preferences answers 401 without a session", async () => {
    const response = await t.request().put("/api/user/list-preferences").set(json).send({ pageSize: 10 });
    expect([response.status, response.text]).toEqual([401, "Not signed in"]);
  });
});
