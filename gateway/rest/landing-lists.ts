import { z } from "zod";
import {
  featureBlockApiJson,
  featureBlockApiSchema,
  featureBlocksApiExample,
  pricingPlanApiJson,
  pricingPlanApiSchema,
  pricingPlansApiExample,
  testimonialApiJson,
  testimonialApiSchema,
  testimonialsApiExample,
} from "#schema/content/landing-lists.api.ts";
import {
  DEFAULT_FEATURE_BLOCKS,
  DEFAULT_PRICING_PLANS,
  DEFAULT_TESTIMONIALS,
} from "#schema/content/landing-lists.defaults.ts";
import {
  featureBlocksInput,
  LANDING_LISTS,
  landingListMessages,
  pricingPlansInput,
  testimonialsInput,
  type LandingListName,
} from "#schema/content/landing-lists.rules.ts";
import { featureBlocks, pricingPlans, testimonials } from "#schema/content/landing-lists.service.ts";
import type { Context } from "#core/context.ts";
import { defineRoute, ok, type RestRoute } from "./route.ts";

type ListRoutes<Row> = {
  name: LandingListName;
  /** Under `/api`: `/plans`. */
  path: string;
  /** `PricingPlans`, as in `getPricingPlans` and `replacePricingPlans`. */
  operation: string;
  section: string;
  entry: z.ZodType;
  example: unknown[];
  /** What a PUT takes: the fresh install's list, without ids. */
  bodyExample: unknown[];
  body: z.ZodType;
  service: { list(ctx: Context): Promise<Row[]>; replace(ctx: Context, input: unknown): Promise<Row[]> };
  toJson: (row: Row) => unknown;
};

/** A list's public GET and the admin's PUT that replaces it: the services the GraphQL fields call. */
function listRoutes<Row>(list: ListRoutes<Row>): RestRoute[] {
  const { plural } = LANDING_LISTS[list.name];
  const answer = { schema: z.array(list.entry), example: list.example };
  return [
    defineRoute({
      method: "get",
      path: list.path,
      operationId: `get${list.operation}`,
      tag: "Site content",
      summary: `The landing page's ${plural}`,
      description: `The ${list.section}, first shown first.`,
      access: "public",
      answer: { status: 200, description: `Every ${LANDING_LISTS[list.name].singular}.`, ...answer },
      handler: async ({ ctx }) => ok((await list.service.list(ctx)).map(list.toJson)),
    }),
    defineRoute({
      method: "put",
      path: list.path,
      operationId: `replace${list.operation}`,
      tag: "Site administration",
      summary: `Replace the landing page's ${plural}`,
      description: `Replaces the ${list.section} with the list sent, first shown first (at least one, at most ${LANDING_LISTS[list.name].max}); entries get new ids.`,
      access: "admin",
      body: list.body,
      bodyExample: list.bodyExample,
      answer: { status: 200, description: `The ${plural} saved.`, ...answer },
      errors: { 400: landingListMessages(list.name).keepOne },
      handler: async ({ ctx, body }) => ok((await list.service.replace(ctx, body)).map(list.toJson)),
    }),
  ];
}

export const landingListRoutes = [
  ...listRoutes({
    name: "featureBlocks",
    path: "/features",
    operation: "FeatureBlocks",
    section: "feature blocks of the features section",
    entry: featureBlockApiSchema,
    example: featureBlocksApiExample,
    bodyExample: DEFAULT_FEATURE_BLOCKS,
    body: featureBlocksInput,
    service: featureBlocks,
    toJson: featureBlockApiJson,
  }),
  ...listRoutes({
    name: "pricingPlans",
    path: "/plans",
    operation: "PricingPlans",
    section: "plans of the pricing section (the annual price is computed: 20% off)",
    entry: pricingPlanApiSchema,
    example: pricingPlansApiExample,
    bodyExample: DEFAULT_PRICING_PLANS,
    body: pricingPlansInput,
    service: pricingPlans,
    toJson: pricingPlanApiJson,
  }),
  ...listRoutes({
    name: "testimonials",
    path: "/testimonials",
    operation: "Testimonials",
    section: "quotes of the testimonials section",
    entry: testimonialApiSchema,
    example: testimonialsApiExample,
    bodyExample: DEFAULT_TESTIMONIALS,
    body: testimonialsInput,
    service: testimonials,
    toJson: testimonialApiJson,
  }),
];
