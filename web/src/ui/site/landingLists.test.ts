import { describe, expect, it } from "vitest";
import {
  DEFAULT_FEATURE_BLOCKS,
  DEFAULT_PRICING_PLANS,
  DEFAULT_TESTIMONIALS,
} from "#schema/content/landing-lists.defaults.ts";
import { landingListsWithFallbacks } from "./landingLists.ts";

const block = { icon: "tasks", title: "Tasks", description: "On time." };
const plan = { name: "Solo", monthlyPriceCents: 990, description: "Just you.", features: ["1 seat"], popular: false };
const quote = { quote: "Works.", name: "Lena Park", role: "CEO", company: "Orbit Labs", rating: 4 };

describe("landingListsWithFallbacks", () => {
  it("keeps the server's entries in their order", () => {
    const lists = {
      featureBlocks: [block, { ...block, title: "Second" }],
      pricingPlans: [plan, { ...plan, name: "Team", popular: true }],
      testimonials: [quote],
    };
    expect(landingListsWithFallbacks(lists)).toEqual(lists);
  });

  it("shows the fresh install's lists when the page carries none, or an empty or broken one", () => {
    const fallbacks = {
      featureBlocks: DEFAULT_FEATURE_BLOCKS,
      pricingPlans: DEFAULT_PRICING_PLANS,
      testimonials: DEFAULT_TESTIMONIALS,
    };
    expect(landingListsWithFallbacks({})).toEqual(fallbacks);
    expect(landingListsWithFallbacks({ featureBlocks: [], pricingPlans: "3 plans", testimonials: [null] })).toEqual(
      fallbacks,
    );
  });

  it("leaves out an entry without what the page shows", () => {
    const { featureBlocks, pricingPlans, testimonials } = landingListsWithFallbacks({
      featureBlocks: [{ ...block, icon: "rocket" }, block],
      pricingPlans: [{ ...plan, monthlyPriceCents: "9.90" }, plan],
      testimonials: [{ ...quote, quote: undefined }, quote],
    });
    expect([featureBlocks, pricingPlans, testimonials]).toEqual([[block], [plan], [quote]]);
  });

  it("fills optional fields and keeps a rating within 1 to 5 stars", () => {
    const { pricingPlans, testimonials } = landingListsWithFallbacks({
      pricingPlans: [{ name: "Free", monthlyPriceCents: 0 }],
      testimonials: [
        { quote: "Q", name: "N", rating: 9 },
        { quote: "Q", name: "N", rating: 0 },
        { quote: "Q", name: "N" },
      ],
    });
    expect(pricingPlans).toEqual([
      { name: "Free", monthlyPriceCents: 0, description: "", features: [], popular: false },
    ]);
    expect(testimonials.map(({ role, company, rating }) => [role, company, rating])).toEqual([
      ["", "", 5],
      ["", "", 1],
      ["", "", 5],
    ]);
  });
});
