import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HERO, DEFAULT_SITE_SETTINGS } from "#schema/content/content.defaults.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAgent(t, { username: "root", role: "admin" });
});
afterAll(() => t.close());

const json = { "Content-Type": "application/json" };

const hero = {
  badge: "New: pipelines",
  heading: "Sell with focus",
  subheading: "Support with care",
  description: "One place for every customer.",
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
};

const settings = {
  companyName: "Acme CRM",
  companyEmail: "team@acme.test",
  companyPhone: "+44 20 7946 0000",
  companyAddress: "1 High Street, London",
  officeHours: "Mon-Fri: 8-4 GMT\nWeekends: closed",
};

describe("public content", () => {
  it("serves the seeded hero and settings on a fresh install", async () => {
    const fresh = await startTestApp();
    try {
      expect((await fresh.request().get("/api/hero")).body).toEqual(DEFAULT_HERO);
      expect((await fresh.request().get("/api/settings")).body).toEqual(DEFAULT_SITE_SETTINGS);
      expect(DEFAULT_HERO).toMatchObject({
        badge: "Trusted by 10,000+ sales teams",
        heading: "Manage Customer Relationships",
        subheading: "That Drive Growth",
      });
      expect(DEFAULT_SITE_SETTINGS.companyName).toBe("Bramble CRM");
    } finally {
      await fresh.close();
    }
  });
});

describe("POST /api/admin/login", () => {
  it("refuses a signed-up user who is not an admin, with 403", async () => {
    await createUser(t.db, { username: "plain" });
    const response = await t
      .request()
      .post("/api/admin/login")
      .set(json)
      .send({ username: "plain", password: TEST_PASSWORD });
    expect([response.status, response.text]).toEqual([403, "Admin access required"]);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("answers wrong credentials with 401 Invalid credentials", async () => {
    const response = await t
      .request()
      .post("/api/admin/login")
      .set(json)
      .send({ username: "root", password: "nope-nope" });
    expect([response.status, response.text]).toEqual([401, "Invalid credentials"]);
  });

  it("requires username and password", async () => {
    const response = await t.request().post("/api/admin/login").set(json).send({});
    expect([response.status, response.text]).toEqual([400, "Username is required"]);
  });

  it("signs an admin in, and the admin session says so", async () => {
    expect((await admin.get("/api/admin/session")).body).toEqual({ isAuthenticated: true, isAdmin: true });
  });
});

describe("PUT /api/admin/hero", () => {
  it("saves the hero and GET /api/hero returns it", async () => {
    const response = await admin.put("/api/admin/hero").set(json).send(hero);
    expect([response.status, response.body]).toEqual([200, hero]);
    expect((await t.request().get("/api/hero")).body).toEqual(hero);
  });

  it("trims text and accepts an empty video URL", async () => {
    const response = await admin
      .put("/api/admin/hero")
      .set(json)
      .send({ ...hero, badge: "  Spaced  ", videoUrl: "" });
    expect(response.body).toMatchObject({ badge: "Spaced", videoUrl: "" });
  });

  it.each([
    [{ ...hero, badge: "" }, "Badge Text is required"],
    [{ ...hero, heading: "x".repeat(121) }, "Main Heading must be at most 120 characters"],
    [{ ...hero, subheading: undefined }, "Subheading is required"],
    [{ ...hero, description: "x".repeat(1001) }, "Description must be at most 1000 characters"],
    [{ ...hero, videoUrl: "javascript:alert(1)" }, "Demo Video URL must be an http(s) URL"],
    [{ ...hero, videoUrl: "not a url" }, "Demo Video URL must be an http(s) URL"],
  ])("rejects %j with 400 %j and keeps the saved hero", async (body, message) => {
    const before = (await t.request().get("/api/hero")).body;
    const response = await admin.put("/api/admin/hero").set(json).send(body);
    expect([response.status, response.text]).toEqual([400, message]);
    expect((await t.request().get("/api/hero")).body).toEqual(before);
  });
});

describe("PUT /api/admin/settings", () => {
  it("saves the settings and GET /api/settings returns them", async () => {
    const response = await admin.put("/api/admin/settings").set(json).send(settings);
    expect([response.status, response.body]).toEqual([200, settings]);
    expect((await t.request().get("/api/settings")).body).toEqual(settings);
  });

  it("keeps the saved office hours when a write leaves them out", async () => {
    const { officeHours, ...withoutHours } = settings;
    const response = await admin
      .put("/api/admin/settings")
      .set(json)
      .send({ ...withoutHours, companyName: "Acme Two" });
    expect([response.status, response.body]).toEqual([200, { ...settings, companyName: "Acme Two", officeHours }]);
  });

  it.each([
    [{ ...settings, companyName: " " }, "Company Name is required"],
    [{ ...settings, companyEmail: "nope" }, "Company Email must be a valid email address"],
    [{ ...settings, companyPhone: "1".repeat(41) }, "Company Phone must be at most 40 characters"],
    [{ ...settings, companyAddress: "a".repeat(301) }, "Company Address must be at most 300 characters"],
    [{ ...settings, officeHours: "a".repeat(501) }, "Office Hours must be at most 500 characters"],
  ])("rejects %j with 400 %j", async (body, message) => {
    const response = await admin.put("/api/admin/settings").set(json).send(body);
    expect([response.status, response.text]).toEqual([400, message]);
  });
});

describe("POST /api/admin/logout", () => {
  it("ends the admin session", async () => {
    const other = await signedInAgent(t, { username: "root2", role: "admin" });
    const response = await other.post("/api/admin/logout").set(json).send({});
    expect([response.status, response.body]).toEqual([200, { message: "Logged out successfully" }]);
    expect((await other.get("/api/admin/session")).body).toEqual({ isAuthenticated: false, isAdmin: false });
  });
});
