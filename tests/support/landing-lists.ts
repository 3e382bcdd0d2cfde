import {
  DEFAULT_FEATURE_BLOCKS,
  DEFAULT_PRICING_PLANS,
  DEFAULT_TESTIMONIALS,
} from "#schema/content/landing-lists.defaults.ts";
import type { LandingListName } from "#schema/content/landing-lists.rules.ts";
import { seedLandingLists } from "#schema/content/landing-lists.service.ts";
import type { Database } from "#core/db/db.ts";
import { graphql, type GraphqlResponse } from "./graphql.ts";

type Requester = Parameters<typeof graphql>[0];

/** One landing page list as the tests drive it through both transports. */
export type LandingListCase = {
  name: LandingListName;
  /** `PricingPlan`, as in `addPricingPlan`. */
  entry: string;
  /** `PricingPlans`, as in `reorderPricingPlans`. */
  entries: string;
  /** The REST path. */
  path: string;
  /** The GraphQL selection of an entry (with its id). */
  fields: string;
  defaults: object[];
  /** A valid entry that differs from every default. */
  sample: Record<string, unknown>;
  /** An invalid entry and the message it gets from either transport. */
  invalid: { input: Record<string, unknown>; message: string };
  /** What REST adds to an entry: the plan's currency. */
  restExtra: Record<string, unknown>;
  /** The list's own messages, word for word. */
  messages: { notFound: string; notAList: string; keepOne: string; tooMany: string; order: string };
  max: number;
};

export const LANDING_LIST_CASES: LandingListCase[] = [
  {
    name: "featureBlocks",
    entry: "FeatureBlock",
    entries: "FeatureBlocks",
    path: "/api/features",
    fields: "id icon title description",
    defaults: DEFAULT_FEATURE_BLOCKS,
    sample: { icon: "reports", title: "Forecasts", description: "Know next quarter's revenue today." },
    invalid: {
      input: { icon: "rocket", title: "Forecasts", description: "Soon." },
      message: "Icon must be one of contacts, pipeline, tasks, timeline, support, reports",
    },
    restExtra: {},
    messages: {
      notFound: "Feature block not found",
      notAList: "Feature blocks must be a list",
      keepOne: "The landing page needs at least one feature block",
      tooMany: "The landing page shows at most 12 feature blocks",
      order: "The new order must list every feature block once",
    },
    max: 12,
  },
  {
    name: "pricingPlans",
    entry: "PricingPlan",
    entries: "PricingPlans",
    path: "/api/plans",
    fields: "id name monthlyPriceCents description features popular",
    defaults: DEFAULT_PRICING_PLANS,
    sample: {
      name: "Team",
      monthlyPriceCents: 4950,
      description: "For teams of ten.",
      features: ["10 seats", "Shared inbox"],
      popular: false,
    },
    invalid: {
      input: { name: "Team", monthlyPriceCents: -100, description: "", features: [], popular: false },
      message: "Monthly Price cannot be negative",
    },
    restExtra: { currency: "USD" },
    messages: {
      notFound: "Plan not found",
      notAList: "Plans must be a list",
      keepOne: "The landing page needs at least one plan",
      tooMany: "The landing page shows at most 6 plans",
      order: "The new order must list every plan once",
    },
    max: 6,
  },
  {
    name: "testimonials",
    entry: "Testimonial",
    entries: "Testimonials",
    path: "/api/testimonials",
    fields: "id quote name role company rating",
    defaults: DEFAULT_TESTIMONIALS,
    sample: { quote: "It just works.", name: "Lena Park", role: "CEO", company: "Orbit Labs", rating: 4 },
    invalid: {
      input: { quote: "Great.", name: "Lena Park", role: "", company: "", rating: 6 },
      message: "Rating must be a whole number from 1 to 5",
    },
    restExtra: {},
    messages: {
      notFound: "Testimonial not found",
      notAList: "Testimonials must be a list",
      keepOne: "The landing page needs at least one testimonial",
      tooMany: "The landing page shows at most 12 testimonials",
      order: "The new order must list every testimonial once",
    },
    max: 12,
  },
];

/** Each GraphQL operation of a list, as a document with its variables. */
export function landingListOperations(list: LandingListCase) {
  const { entry, entries, fields, name } = list;
  return {
    list: () => [`{ ${name} { ${fields} } }`, {}] as const,
    add: (input: object) =>
      [`mutation ($input: ${entry}Input!) { add${entry}(input: $input) { ${fields} } }`, { input }] as const,
    update: (id: string, input: object) =>
      [
        `mutation ($id: ID!, $input: ${entry}Input!) { update${entry}(id: $id, input: $input) { ${fields} } }`,
        { id, input },
      ] as const,
    remove: (id: string) => [`mutation ($id: ID!) { delete${entry}(id: $id) { id } }`, { id }] as const,
    reorder: (ids: string[]) =>
      [`mutation ($ids: [ID!]!) { reorder${entries}(ids: $ids) { ${fields} } }`, { ids }] as const,
    replace: (input: object[]) =>
      [`mutation ($input: [${entry}Input!]!) { replace${entries}(input: $input) { ${fields} } }`, { input }] as const,
  };
}

/** Runs one of those operations and answers its body. */
export async function run(
  requester: Requester,
  [query, variables]: readonly [string, Record<string, unknown>],
): Promise<GraphqlResponse> {
  return (await graphql(requester, query, variables)).body as GraphqlResponse;
}

/** The entries of a list as GraphQL reads them, ids dropped. */
export function withoutIds(entries: unknown): object[] {
  return (entries as { id: string }[]).map(({ id: _id, ...entry }) => entry);
}

/** Puts the three lists back to a fresh install's. */
export async function resetLandingLists(db: Database) {
  await db.$transaction([db.featureBlock.deleteMany(), db.pricingPlan.deleteMany(), db.testimonial.deleteMany()]);
  await seedLandingLists(db);
}
