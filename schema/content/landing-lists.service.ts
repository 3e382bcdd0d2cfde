import type { FeatureBlock, PricingPlan, Testimonial } from "#prisma/generated/prisma/client.ts";
import type { Context } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import {
  DEFAULT_FEATURE_BLOCKS,
  DEFAULT_PRICING_PLANS,
  DEFAULT_TESTIMONIALS,
  type FeatureBlockContent,
  type PricingPlanContent,
  type TestimonialContent,
} from "./landing-lists.defaults.ts";
import {
  featureBlockInput,
  featureBlocksInput,
  pricingPlanInput,
  pricingPlansInput,
  testimonialInput,
  testimonialsInput,
} from "./landing-lists.rules.ts";
import { orderedList } from "./ordered-list.service.ts";

export const featureBlocks = orderedList<FeatureBlock, FeatureBlockContent>({
  name: "featureBlocks",
  table: (db) => db.featureBlock,
  item: featureBlockInput,
  list: featureBlocksInput,
  defaults: DEFAULT_FEATURE_BLOCKS,
});

export const pricingPlans = orderedList<PricingPlan, PricingPlanContent>({
  name: "pricingPlans",
  table: (db) => db.pricingPlan,
  item: pricingPlanInput,
  list: pricingPlansInput,
  defaults: DEFAULT_PRICING_PLANS,
  // Most Popular is one plan: marking another moves the tag.
  afterSave: (tx, plan) =>
    plan.popular
      ? tx.pricingPlan.updateMany({ where: { popular: true, id: { not: plan.id } }, data: { popular: false } })
      : Promise.resolve(),
});

export const testimonials = orderedList<Testimonial, TestimonialContent>({
  name: "testimonials",
  table: (db) => db.testimonial,
  item: testimonialInput,
  list: testimonialsInput,
  defaults: DEFAULT_TESTIMONIALS,
});

export async function seedLandingLists(db: Database) {
  await Promise.all([featureBlocks.seed(db), pricingPlans.seed(db), testimonials.seed(db)]);
}

/** What the landing page shows of an entry: no ids, no positions, no times. */
function content<Row, Key extends keyof Row>(rows: Row[], keys: readonly Key[]): Pick<Row, Key>[] {
  return rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>);
}

/** The three lists as the landing page shows them; a list with no entries yet shows the fresh install's. */
export async function getLandingLists(ctx: Pick<Context, "readDb">) {
  const [features, plans, quotes] = await Promise.all([
    featureBlocks.list(ctx),
    pricingPlans.list(ctx),
    testimonials.list(ctx),
  ]);
  return {
    featureBlocks: features.length ? content(features, ["icon", "title", "description"]) : DEFAULT_FEATURE_BLOCKS,
    pricingPlans: plans.length
      ? content(plans, ["name", "monthlyPriceCents", "description", "features", "popular"])
      : DEFAULT_PRICING_PLANS,
    testimonials: quotes.length
      ? content(quotes, ["quote", "name", "role", "company", "rating"])
      : DEFAULT_TESTIMONIALS,
  };
}

export const LANDING_LIST_DEFAULTS = {
  featureBlocks: DEFAULT_FEATURE_BLOCKS,
  pricingPlans: DEFAULT_PRICING_PLANS,
  testimonials: DEFAULT_TESTIMONIALS,
};
