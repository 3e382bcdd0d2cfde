import { describe, expect, it } from "vitest";
import { heroWithFallbacks } from "./heroWithFallbacks.ts";

describe("heroWithFallbacks", () => {
  it("keeps the server's texts", () => {
    const hero = {
      badge: "New",
      heading: "Sell more",
      subheading: "With less effort",
      description: "A CRM.",
    };
    expect(heroWithFallbacks(hero)).toEqual(hero);
  });

  it("uses the spec's fallbacks when there is no hero", () => {
    expect(heroWithFallbacks(undefined)).toEqual({
      badge: "Trusted by 10,000+ sales teams",
      heading: "Manage Customer Relationships",
      subheading: "That Drive Growth",
      description: "",
    });
  });

  it("uses a fallback for each blank field", () => {
    const texts = heroWithFallbacks({
      badge: " ",
      heading: "Own heading",
      subheading: "",
      description: "Text",
    });
    expect(texts.badge).toBe("Trusted by 10,000+ sales teams");
    expect(texts.heading).toBe("Own heading");
    expect(texts.subheading).toBe("That Drive Growth");
    expect(texts.description).toBe("Text");
  });
});
