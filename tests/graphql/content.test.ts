import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HERO, DEFAULT_SITE_SETTINGS } from "#schema/content/content.defaults.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HERO = `{ hero { badge heading subheading description videoUrl } }`;
const SETTINGS = `{ siteSettings { companyName companyEmail companyPhone companyAddress officeHours } }`;
const UPDATE_HERO = `mutation ($input: HeroInput!) { updateHero(input: $input) { badge heading subheading description videoUrl } }`;
const UPDATE_SETTINGS = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { companyName companyEmail companyPhone companyAddress officeHours } }`;

const hero = { badge: "B", heading: "H", subheading: "S", description: "D", videoUrl: "https://youtu.be/dQw4w9WgXcQ" };
const settings = {
  companyName: "Globex",
  companyEmail: "hi@globex.test",
  companyPhone: "",
  companyAddress: "",
  officeHours: "Mon-Fri: 9-5 CET",
};

describe("hero and siteSettings", () => {
  it("answers the seeded defaults to anyone", async () => {
    expect((await graphql(t.request(), HERO)).body).toEqual({ data: { hero: DEFAULT_HERO } });
    expect((await graphql(t.request(), SETTINGS)).body).toEqual({ data: { siteSettings: DEFAULT_SITE_SETTINGS } });
  });

  it("lets an admin update both, and everyone then reads the new values", async () => {
    const admin = await signedInAgent(t, { username: "editor", role: "admin" });
    expect((await graphql(admin, UPDATE_HERO, { input: hero })).body).toEqual({ data: { updateHero: hero } });
    expect((await graphql(admin, UPDATE_SETTINGS, { input: settings })).body).toEqual({
      data: { updateSiteSettings: settings },
    });
    expect((await graphql(t.request(), HERO)).body.data.hero).toEqual(hero);
    expect((await graphql(t.request(), SETTINGS)).body.data.siteSettings).toEqual(settings);
  });

  it("validates admin writes with the same messages as REST", async () => {
    const admin = await signedInAgent(t, { username: "editor2", role: "admin" });
    const badUrl = await graphql(admin, UPDATE_HERO, { input: { ...hero, videoUrl: "ftp://files.test/demo.mp4" } });
    expect(errorOf(badUrl.body)).toEqual({ message: "Demo Video URL must be an http(s) URL", code: "BAD_USER_INPUT" });
    const badEmail = await graphql(admin, UPDATE_SETTINGS, { input: { ...settings, companyEmail: "x@y" } });
    expect(errorOf(badEmail.body)).toEqual({
      message: "Company Email must be a valid email address",
      code: "BAD_USER_INPUT",
    });
  });
});
