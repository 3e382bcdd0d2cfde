import type { InputObjectRef, ObjectRef } from "@pothos/core";
import { builder, type SchemaTypes } from "#core/builder.ts";
import type { Context } from "#core/context.ts";
import { atMost } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { FEATURE_ICONS } from "./feature-icons.rules.ts";
import { LANDING_LISTS, type LandingListName } from "./landing-lists.rules.ts";
import { featureBlocks, pricingPlans, testimonials } from "./landing-lists.service.ts";

const FeatureBlock = builder.prismaObject("FeatureBlock", {
  description: "A block of the landing page's features section.",
  fields: (t) => ({
    id: t.exposeID("id"),
    icon: t.exposeString("icon", { description: `The line icon: ${FEATURE_ICONS.join(", ")}.` }),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
  }),
});

const PricingPlan = builder.prismaObject("PricingPlan", {
  description: "A plan of the landing page's pricing section; its annual price is 20% off, computed where shown.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    monthlyPriceCents: t.exposeInt("monthlyPriceCents", { description: "US cents a month, billed monthly." }),
    description: t.exposeString("description"),
    features: t.exposeStringList("features"),
    popular: t.exposeBoolean("popular", { description: "Tagged Most Popular; at most one plan is." }),
  }),
});

const Testimonial = builder.prismaObject("Testimonial", {
  description: "A quote of the landing page's testimonials section.",
  fields: (t) => ({
    id: t.exposeID("id"),
    quote: t.exposeString("quote"),
    name: t.exposeString("name"),
    role: t.exposeString("role"),
    company: t.exposeString("company"),
    rating: t.exposeInt("rating", { description: "Stars, 1 to 5." }),
  }),
});

const FeatureBlockInput = builder.inputType("FeatureBlockInput", {
  fields: (t) => ({
    icon: t.string({ required: true }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
  }),
});

const PricingPlanInput = builder.inputType("PricingPlanInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    monthlyPriceCents: t.int({ required: true }),
    description: t.string({ required: true }),
    features: t.stringList({ required: true }),
    popular: t.boolean({ required: true }),
  }),
});

const TestimonialInput = builder.inputType("TestimonialInput", {
  fields: (t) => ({
    quote: t.string({ required: true }),
    name: t.string({ required: true }),
    role: t.string({ required: true }),
    company: t.string({ required: true }),
    rating: t.int({ required: true }),
  }),
});

type ListNames = { list: LandingListName; entry: string; entries: string; description: string };

/** What the fields need of a list's service (see ordered-list.service.ts). */
type ListService = {
  list: (ctx: Context) => Promise<Entry[]>;
  add: (ctx: Context, input: unknown) => Promise<Entry>;
  update: (ctx: Context, id: string, input: unknown) => Promise<Entry>;
  remove: (ctx: Context, id: string) => Promise<{ id: string }>;
  reorder: (ctx: Context, ids: unknown) => Promise<Entry[]>;
  replace: (ctx: Context, input: unknown) => Promise<Entry[]>;
};
type Entry = { id: string };

/**
 * A list's public query and the admin's mutations on it, named after the entry type: `pricingPlans`,
 * `addPricingPlan`, `updatePricingPlan`, `deletePricingPlan`, `reorderPricingPlans`, `replacePricingPlans`.
 */
function landingListFields(
  names: ListNames,
  type: ObjectRef<SchemaTypes, Entry>,
  input: InputObjectRef<SchemaTypes, object>,
  service: ListService,
) {
  const { singular, plural, max } = LANDING_LISTS[names.list];
  builder.queryField(names.list, (t) =>
    t.field({
      type: [type],
      description: `${names.description}, first shown first.`,
      extensions: atMost(max),
      resolve: (_root, _args, ctx) => service.list(ctx),
    }),
  );
  builder.mutationFields((t) => ({
    [`add${names.entry}`]: t.field({
      type,
      description: `Adds a ${singular} at the end of the list. Site admins only.`,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) => service.add(ctx, args.input),
    }),
    [`update${names.entry}`]: t.field({
      type,
      description: `Replaces a ${singular}'s content, keeping its place. Site admins only.`,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) => service.update(ctx, args.id, args.input),
    }),
    [`delete${names.entry}`]: t.field({
      type: DeletePayload,
      description: `Deletes a ${singular}; the last one stays. Site admins only.`,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => service.remove(ctx, args.id),
    }),
    [`reorder${names.entries}`]: t.field({
      type: [type],
      description: `Puts the ${plural} in the order of \`ids\`, which lists each of them once. Site admins only.`,
      args: { ids: t.arg.idList({ required: true }) },
      extensions: atMost(max),
      resolve: (_root, args, ctx) => service.reorder(ctx, args.ids),
    }),
    [`replace${names.entries}`]: t.field({
      type: [type],
      description: `Replaces every ${singular}, first shown first. Site admins only.`,
      args: { input: t.arg({ type: [input], required: true }) },
      extensions: atMost(max),
      resolve: (_root, args, ctx) => service.replace(ctx, args.input),
    }),
  }));
}

landingListFields(
  { list: "featureBlocks", entry: "FeatureBlock", entries: "FeatureBlocks", description: "The features section" },
  FeatureBlock,
  FeatureBlockInput,
  featureBlocks,
);
landingListFields(
  { list: "pricingPlans", entry: "PricingPlan", entries: "PricingPlans", description: "The pricing section's plans" },
  PricingPlan,
  PricingPlanInput,
  pricingPlans,
);
landingListFields(
  { list: "testimonials", entry: "Testimonial", entries: "Testimonials", description: "The testimonials section" },
  Testimonial,
  TestimonialInput,
  testimonials,
);
