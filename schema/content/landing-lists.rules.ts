import { z } from "zod";
import { optionalText, requiredText } from "#core/text.rules.ts";
import { FEATURE_ICONS } from "./feature-icons.rules.ts";

// Rules of the landing page's feature blocks, plans and testimonials, shared by the service and the
// admin's forms (no server imports here).

export type LandingListName = "featureBlocks" | "pricingPlans" | "testimonials";

/** How each list is named in messages, and how many entries the landing page's grid takes. */
export const LANDING_LISTS = {
  featureBlocks: { singular: "feature block", plural: "feature blocks", max: 12 },
  pricingPlans: { singular: "plan", plural: "plans", max: 6 },
  testimonials: { singular: "testimonial", plural: "testimonials", max: 12 },
} as const satisfies Record<LandingListName, { singular: string; plural: string; max: number }>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The messages of a list's rules: the same words whichever transport or form meets them. */
export function landingListMessages(list: LandingListName) {
  const { singular, plural, max } = LANDING_LISTS[list];
  return {
    notFound: `${capitalised(singular)} not found`,
    notAList: `${capitalised(plural)} must be a list`,
    // The header links to each section: a section with nothing in it would be a dead end.
    keepOne: `The landing page needs at least one ${singular}`,
    tooMany: `The landing page shows at most ${max} ${plural}`,
    order: `The new order must list every ${singular} once`,
  };
}

const FEATURE_ICON_MESSAGE = `Icon must be one of ${FEATURE_ICONS.join(", ")}`;

export const featureBlockInput = z.object(
  {
    icon: z.enum(FEATURE_ICONS, { error: FEATURE_ICON_MESSAGE }),
    title: requiredText("Title", 80),
    description: requiredText("Description", 300),
  },
  { error: "Feature block details are required" },
);

/** $100,000 a month, in cents: far above any plan, well inside a 32-bit column. */
const MAX_PLAN_PRICE_CENTS = 10_000_000;
const MAX_PLAN_FEATURES = 12;

const monthlyPriceCents = z
  .number({ error: "Monthly Price must be a number" })
  .int("Monthly Price must be a whole number of cents")
  .min(0, "Monthly Price cannot be negative")
  .max(MAX_PLAN_PRICE_CENTS, "Monthly Price must be at most $100,000");

export const pricingPlanInput = z.object(
  {
    name: requiredText("Name", 60),
    monthlyPriceCents,
    description: optionalText("Description", 200),
    features: z
      .array(requiredText("Feature", 100), { error: "Features must be a list of texts" })
      .max(MAX_PLAN_FEATURES, `A plan lists at most ${MAX_PLAN_FEATURES} features`)
      .default([]),
    popular: z.boolean({ error: "Most Popular must be true or false" }).default(false),
  },
  { error: "Plan details are required" },
);

const RATING_MESSAGE = "Rating must be a whole number from 1 to 5";

export const testimonialInput = z.object(
  {
    quote: requiredText("Quote", 600),
    name: requiredText("Name", 80),
    role: optionalText("Role", 80),
    company: optionalText("Company", 80),
    rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  },
  { error: "Testimonial details are required" },
);

/** A whole list, as a replacement for the one saved: first entry first. */
function listOf<Item extends z.ZodType>(list: LandingListName, item: Item) {
  const messages = landingListMessages(list);
  return z
    .array(item, { error: messages.notAList })
    .min(1, messages.keepOne)
    .max(LANDING_LISTS[list].max, messages.tooMany);
}

export const featureBlocksInput = listOf("featureBlocks", featureBlockInput);

const ONE_POPULAR_PLAN = "Only one plan can be Most Popular";

export const pricingPlansInput = listOf("pricingPlans", pricingPlanInput).refine(
  (plans) => plans.filter((plan) => plan.popular).length <= 1,
  ONE_POPULAR_PLAN,
);

export const testimonialsInput = listOf("testimonials", testimonialInput);

/** A new order: every entry's id, first entry first. */
export function orderInput(list: LandingListName) {
  const { order } = landingListMessages(list);
  return z.array(z.string({ error: order }), { error: order });
}
