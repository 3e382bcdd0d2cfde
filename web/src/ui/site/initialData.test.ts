import { describe, expect, it } from "vitest";
import {
  DEFAULT_FEATURE_BLOCKS,
  DEFAULT_PRICING_PLANS,
  DEFAULT_TESTIMONIALS,
} from "#schema/content/landing-lists.defaults.ts";
import { HERO_FALLBACKS } from "./heroWithFallbacks.ts";
import { SITE_SETTINGS_FALLBACKS, parseInitialData } from "./initialData.ts";

const serverData = {
  hero: {
    badge: "Rated 4.9 by 2,000 teams",
    heading: "Close Deals Faster",
    subheading: "With One Shared Inbox",
    description: "Every customer conversation in one place.",
    videoUrl: "https://youtu.be/dQw4w9WgXcQ",
  },
  siteSettings: {
    companyName: "Acme CRM",
    companyEmail: "sales@acme.test",
    companyPhone: "+44 20 7946 0000",
    companyAddress: "1 High Street, London",
    officeHours: "Mon-Fri: 9-5 GMT",
  },
  featureBlocks: [{ icon: "reports", title: "Forecasts", description: "Next quarter, today." }],
  pricingPlans: [
    { name: "Solo", monthlyPriceCents: 990, description: "Just you.", features: ["1 seat"], popular: true },
  ],
  testimonials: [{ quote: "Works.", name: "Lena Park", role: "CEO", company: "Orbit Labs", rating: 4 }],
};

const FALLBACKS = {
  hero: HERO_FALLBACKS,
  siteSettings: SITE_SETTINGS_FALLBACKS,
  featureBlocks: DEFAULT_FEATURE_BLOCKS,
  pricingPlans: DEFAULT_PRICING_PLANS,
  testimonials: DEFAULT_TESTIMONIALS,
};

describe("parseInitialData", () => {
  it("reads the hero, the site settings and the lists the server rendered into the page", () => {
    expect(parseInitialData(JSON.stringify(serverData))).toEqual(serverData);
  });

  it("falls back to the defaults when the page carries no data (the Vite dev server)", () => {
    expect(parseInitialData(null)).toEqual(FALLBACKS);
  });

  it("falls back to the defaults when the data is not valid JSON", () => {
    expect(parseInitialData("{not json")).toEqual(FALLBACKS);
  });

  it("keeps an empty phone, address and office hours but never an empty company name or e-mail", () => {
    const { siteSettings } = parseInitialData(
      JSON.stringify({
        siteSettings: { companyName: " ", companyEmail: "", companyPhone: "", companyAddress: "", officeHours: "" },
      }),
    );
    expect(siteSettings).toEqual({
      companyName: SITE_SETTINGS_FALLBACKS.companyName,
      companyEmail: SITE_SETTINGS_FALLBACKS.companyEmail,
      companyPhone: "",
      companyAddress: "",
      officeHours: "",
    });
  });

  it("decodes a heading that contains markup-like text", () => {
    const json = JSON.stringify({ hero: { heading: "Sales </script> & support" } }).replace(/</g, "\\u003c");
    expect(parseInitialData(json).hero.heading).toBe("Sales </script> & support");
  });
});
