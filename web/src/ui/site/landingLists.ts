import {
  DEFAULT_FEATURE_BLOCKS,
  DEFAULT_PRICING_PLANS,
  DEFAULT_TESTIMONIALS,
  type FeatureBlockContent,
  type PricingPlanContent,
  type TestimonialContent,
} from "#schema/content/landing-lists.defaults.ts";
import { isLineIconName, type LineIconName } from "./lineIcons.ts";

/** A feature block as the page draws it: any icon it can draw (the server sends only feature icons). */
export type LandingFeatureBlock = Omit<FeatureBlockContent, "icon"> & { icon: LineIconName };

type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === "object" && value !== null;
}

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * The entries the server sent that have what the page shows; the fresh install's list when none has
 * (no data, as on the Vite dev server, or nothing usable in it).
 */
function entriesOr<Entry>(value: unknown, read: (fields: Fields) => Entry | undefined, fallback: Entry[]): Entry[] {
  const entries = Array.isArray(value) ? value.flatMap((item) => (isRecord(item) ? (read(item) ?? []) : [])) : [];
  return entries.length > 0 ? entries : fallback;
}

function featureBlock({ icon, title, description }: Fields): LandingFeatureBlock | undefined {
  if (!isLineIconName(icon) || !isText(title) || !isText(description)) return undefined;
  return { icon, title, description };
}

function pricingPlan({ name, monthlyPriceCents, description, features, popular }: Fields) {
  if (!isText(name) || typeof monthlyPriceCents !== "number" || !Number.isFinite(monthlyPriceCents)) return undefined;
  return {
    name,
    monthlyPriceCents,
    description: isText(description) ? description : "",
    features: Array.isArray(features) ? features.filter(isText) : [],
    popular: popular === true,
  } satisfies PricingPlanContent;
}

function testimonial({ quote, name, role, company, rating }: Fields) {
  if (!isText(quote) || !isText(name)) return undefined;
  return {
    quote,
    name,
    role: isText(role) ? role : "",
    company: isText(company) ? company : "",
    rating: typeof rating === "number" ? Math.min(5, Math.max(1, Math.round(rating))) : 5,
  } satisfies TestimonialContent;
}

export type LandingLists = {
  featureBlocks: LandingFeatureBlock[];
  pricingPlans: PricingPlanContent[];
  testimonials: TestimonialContent[];
};

/** The landing page's lists from the page's initial data, each falling back to the fresh install's. */
export function landingListsWithFallbacks(data: Fields): LandingLists {
  return {
    featureBlocks: entriesOr(data.featureBlocks, featureBlock, DEFAULT_FEATURE_BLOCKS),
    pricingPlans: entriesOr(data.pricingPlans, pricingPlan, DEFAULT_PRICING_PLANS),
    testimonials: entriesOr(data.testimonials, testimonial, DEFAULT_TESTIMONIALS),
  };
}
