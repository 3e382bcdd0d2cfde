import { readFileSync } from "node:fs";
import fc from "fast-check";
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { fromProjectRoot } from "#prisma/project-root.ts";
import { createRestApi } from "#gateway/rest/index.ts";
import { schema } from "#schema/index.ts";
import { restRoutes } from "#tests/support/rest-routes.ts";
import { fuzzPlan } from "./fuzz-plan.ts";
import { FUZZ_RUNS } from "./fuzz-settings.ts";
import { graphqlTargets, nestedSelection } from "./graphql-targets.ts";
import { rawTargets } from "./raw-targets.ts";
import { restTargets } from "./rest-targets.ts";

// The fuzz suite's targets are enumerated from the OpenAPI document and the schema; these tests fail
// when the server has a route or a field the fuzzer does not send to.

const sorted = (labels: string[]) => [...new Set(labels)].sort();

describe("the fuzz suite's coverage", () => {
  it("fuzzes every route the REST API mounts, and no other", () => {
    const mounted = restRoutes(createRestApi({ apiRateLimit: 1000 })).map((route) => route.replace(" ", " /api"));
    const fuzzed = restTargets.map(({ method, template }) => `${method} ${template.replace(/\{(\w+)\}/g, ":$1")}`);
    expect(sorted(fuzzed)).toEqual(sorted(mounted));
  });

  it("fuzzes every Query and Mutation field of the published schema, and there are no subscriptions", () => {
    const published = buildSchema(readFileSync(fromProjectRoot("schema.graphql"), "utf8"));
    const fields = [
      ...Object.keys(published.getQueryType()?.getFields() ?? {}).map((name) => `Query.${name}`),
      ...Object.keys(published.getMutationType()?.getFields() ?? {}).map((name) => `Mutation.${name}`),
    ];
    expect(sorted(graphqlTargets.map(({ label }) => label))).toEqual(sorted(fields));
    expect([published.getSubscriptionType(), schema.getSubscriptionType()]).toEqual([undefined, undefined]);
  });

  it("follows relations in chains, a customer's deals back to their customer and on, with and without a first", () => {
    const customer = graphqlTargets.find(({ label }) => label === "Query.customer")!;
    const selections = fc.sample(nestedSelection(customer.field.type), { numRuns: 500, seed: 21 });
    const cycle = /deals(\(first: -?\d+\))? \{ __typename customer \{ __typename deals/;
    expect(selections.some((selection) => cycle.test(selection))).toBe(true);
    expect(selections.some((selection) => /deals\(first: \d+\)/.test(selection))).toBe(true);
    expect(selections.some((selection) => /deals \{/.test(selection))).toBe(true);
    expect(Math.max(...selections.map((selection) => selection.split("{").length - 1))).toBe(13);
  });

  it("sends raw bodies to every REST write and to GraphQL", () => {
    const writes = restTargets.filter(({ method }) => ["POST", "PUT", "PATCH"].includes(method));
    expect(sorted(rawTargets.map(({ label }) => label))).toEqual(
      sorted([...writes.map(({ label }) => label), "POST /graphql", "GET /graphql"]),
    );
  });

  it("gives every target at least one case, FUZZ_RUNS in all", () => {
    for (const total of [FUZZ_RUNS, 1_000, 10_000]) {
      const planned = Object.values(fuzzPlan(total)).flat();
      expect(planned.length).toBe(restTargets.length + graphqlTargets.length + rawTargets.length);
      expect(planned.reduce((sum, { numRuns }) => sum + numRuns, 0)).toBe(total);
      expect(Math.min(...planned.map(({ numRuns }) => numRuns))).toBeGreaterThanOrEqual(1);
    }
  });
});
