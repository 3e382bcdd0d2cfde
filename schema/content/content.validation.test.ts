import { describe, expect, it } from "vitest";
import { validationMessage } from "../../tests/support/validation.ts";
import { heroInput, siteSettingsInput } from "./content.validation.ts";

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

  it("limits each text to a sensible length", () => {
    expect(validationMessage(heroInput, { ...hero, badge: "x".repeat(101) })).toBe(
      "Badge Text must be at most 100 characters",
    );
    expect(validationMessage(heroInput, { ...hero, subheading: "x".repeat(121) })).toBe(
      "Subheading must be at most 120 characters",
    );
    expect(validationMessage(heroInput, { ...hero, videoUrl: `https://x.test/${"a".repeat(500)}` })).toBe(
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
});
