import { describe, expect, it } from "vitest";
import { HERO_FALLBACKS, heroWithFallbacks } from "./heroWithFallbacks.ts";

describe("heroWithFallbacks", () => {
  it("keeps the server's texts", () => {
    const hero = {
      badge: "New",
      heading: "Sell more",
      subheading: "With less effort",
      description: "A CRM.",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    };
    expect(heroWithFallbacks(hero)).toEqual(hero);
  });

  it("uses the spec's fallbacks and the server's default description when there is no hero", () => {
    expect(heroWithFallbacks(undefined)).toEqual({
      badge: "Trusted by 10,000+ sales teams",
      heading: "Manage Customer Relationships",
      subheading: "That Drive Growth",
      description:
        "Bring contacts, deals, tasks and every conversation into one place, so your sales and support teams close more deals and keep customers happy.",
      videoUrl: "",
    });
  });

  it("uses a fallback for each blank or non-text field", () => {
    const texts = heroWithFallbacks({ badge: " ", heading: "Own heading", subheading: "", description: 42 });
    expect(texts.badge).toBe(HERO_FALLBACKS.badge);
    expect(texts.heading).toBe("Own heading");
    expect(texts.subheading).toBe(HERO_FALLBACKS.subheading);
    expect(texts.description).toBe(HERO_FALLBACKS.description);
    expect(texts.videoUrl).toBe("");
  });
});
