import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { heroInput, siteSettingsInput } from "./content.rules.ts";

const hero = { badge: "B", heading: "H", subheading: "S", description: "D", videoUrl: "https://youtu.be/x" };
const settings = { companyName: "N", companyEmail: "n@n.test", companyPhone: "", companyAddress: "" };

describe("hero rules", () => {
  it.each([
    ["https://www.youtube.com/watch?v=abc", "valid"],
    ["http://example.com/video", "valid"],
    ["", "valid"],
    ["javascript:alert(1)", "Demo Video URL must be an http(s) URL"],
    ["data:text/html,hi", "Demo Video URL must be an http(s) URL"],
    ["youtube.com/watch?v=abc", "Demo Video URL must be an http(s) URL"],
  ])("video URL %j is %s", (videoUrl, expected) => {
    expect(validationMessage(heroInput, { ...hero, videoUrl })).toBe(expected);
  });

  it.each([
    ["badge", 100, "Badge Text must be at most 100 characters"],
    ["heading", 120, "Main Heading must be at most 120 characters"],
    ["subheading", 120, "Subheading must be at most 120 characters"],
    ["description", 1000, "Description must be at most 1000 characters"],
  ])("limits the %s to %i characters", (field, limit, message) => {
    expect(validationMessage(heroInput, { ...hero, [field]: "x".repeat(limit) })).toBe("valid");
    expect(validationMessage(heroInput, { ...hero, [field]: "x".repeat(limit + 1) })).toBe(message);
  });

  it("limits the video URL to 500 characters", () => {
    const atLimit = `https://x.test/${"a".repeat(485)}`;
    expect(validationMessage(heroInput, { ...hero, videoUrl: atLimit })).toBe("valid");
    expect(validationMessage(heroInput, { ...hero, videoUrl: `${atLimit}a` })).toBe(
      "Demo Video URL must be at most 500 characters",
    );
  });

  it("allows an empty description but not an empty heading", () => {
    expect(validationMessage(heroInput, { ...hero, description: "" })).toBe("valid");
    expect(validationMessage(heroInput, { ...hero, heading: "   " })).toBe("Main Heading is required");
  });
});

describe("site settings rules", () => {
  it("needs a company name and a valid company e-mail; phone and address may be empty", () => {
    expect(validationMessage(siteSettingsInput, settings)).toBe("valid");
    expect(validationMessage(siteSettingsInput, { ...settings, companyName: "" })).toBe("Company Name is required");
    expect(validationMessage(siteSettingsInput, { ...settings, companyEmail: "" })).toBe("Company Email is required");
    expect(validationMessage(siteSettingsInput, { ...settings, companyEmail: "a@b" })).toBe(
      "Company Email must be a valid email address",
    );
  });

  it.each([
    ["companyName", 100, "Company Name must be at most 100 characters"],
    ["companyPhone", 40, "Company Phone must be at most 40 characters"],
    ["companyAddress", 300, "Company Address must be at most 300 characters"],
  ])("limits the %s to %i characters", (field, limit, message) => {
    expect(validationMessage(siteSettingsInput, { ...settings, [field]: "x".repeat(limit) })).toBe("valid");
    expect(validationMessage(siteSettingsInput, { ...settings, [field]: "x".repeat(limit + 1) })).toBe(message);
  });
});
