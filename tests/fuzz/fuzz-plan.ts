import { FUZZ_RUNS, shareRuns } from "./fuzz-settings.ts";
import { graphqlTargets, type GraphqlTarget } from "./graphql-targets.ts";
import { rawTargets, type RawTarget } from "./raw-targets.ts";
import { restTargets, type RestTarget } from "./rest-targets.ts";

export type Planned<Target> = { target: Target; numRuns: number };

/**
 * Every target and its share of FUZZ_RUNS: each REST operation of the OpenAPI document, each Query
 * and Mutation field of the schema, each endpoint that reads a body.
 */
export function fuzzPlan(total: number = FUZZ_RUNS) {
  const count = restTargets.length + graphqlTargets.length + rawTargets.length;
  const runs = shareRuns(total, count);
  let next = 0;
  const planned = <Target>(targets: Target[]): Planned<Target>[] =>
    targets.map((target) => ({ target, numRuns: runs[next++] ?? 0 }));
  return {
    rest: planned<RestTarget>(restTargets),
    graphql: planned<GraphqlTarget>(graphqlTargets),
    raw: planned<RawTarget>(rawTargets),
  };
}
