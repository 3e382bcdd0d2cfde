import { z } from "zod";
import type { FeatureBlock, PricingPlan, Testimonial } from "#prisma/generated/prisma/client.ts";
import { apiCents, apiSiteCurrency, apiId } from "#core/api/api-types.ts";
import { CURRENCY } from "#core/api/money.ts";
import { FEATURE_ICONS } from "./feature-icons.rules.ts";
import { DEFAULT_FEATURE_BLOCKS, DEFAULT_PRICING_PLANS, DEFAULT_TESTIMONIALS } from "./landing-lists.defaults.ts";

// The landing page's lists as the REST API shows them, first shown first.

export const featureBlockApiSchema = z
  .strictObject({
    id: apiId,
    icon: z.enum(FEATURE_ICONS),
    title: z.string(),
    description: z.string(),
  })
  .meta({ title: "FeatureBlock" });

export const pricingPlanApiSchema = z
  .strictObject({
    id: apiId,
    name: z.string(),
    monthlyPriceCents: apiCents.meta({ description: "A month's price, billed monthly; annual billing saves 20%." }),
    currency: apiSiteCurrency,
    description: z.string(),
    features: z.array(z.string()),
    popular: z.boolean().meta({ description: "Tagged Most Popular; at most one plan is." }),
  })
  .meta({ title: "PricingPlan" });

export const testimonialApiSchema = z
  .strictObject({
    id: apiId,
    quote: z.string(),
    name: z.string(),
    role: z.string(),
    company: z.string(),
    rating: z.int().min(1).max(5).meta({ description: "Stars, 1 to 5." }),
  })
  .meta({ title: "Testimonial" });

export function featureBlockApiJson({ id, icon, title, description }: FeatureBlock) {
  return { id, icon, title, description };
}

export function pricingPlanApiJson({ id, name, monthlyPriceCents, description, features, popular }: PricingPlan) {
  return { id, name, monthlyPriceCents, currency: CURRENCY, description, features, popular };
}

export function testimonialApiJson({ id, quote, name, role, company, rating }: Testimonial) {
  return { id, quote, name, role, company, rating };
}

/** Example ids: UUIDv7s, as the tables make them. */
const exampleId = (index: number) => `0193a3c1-5e2f-7a00-8c4d-0000000000${String(index + 10)}`;

export const featureBlocksApiExample = DEFAULT_FEATURE_BLOCKS.map((block, index) => ({
  id: exampleId(index),
  ...block,
}));
export const pricingPlansApiExample = DEFAULT_PRICING_PLANS.map((plan, index) => ({
  id: exampleId(index),
  ...plan,
  currency: CURRENCY,
}));
export const testimonialsApiExample = DEFAULT_TESTIMONIALS.map((quote, index) => ({ id: exampleId(index), ...quote }));
