import { find, type BenchRun } from "./bench-run.ts";
import type { TargetResult } from "./targets.ts";

/**
 * Issue 22's per-request targets, against the hand-written references of the same run, and the line
 * that would have caught the API key's regression (264 req/s under a key against 528 under a cookie):
 * the same list under a key and under a session cookie.
 */
export function costTargets(run: BenchRun): TargetResult[] {
  const rps = (key: string) => find(run, key)?.throughput?.requestsPerSecond;
  const atLeast = (target: string, key: string, to: string, minimum: number): TargetResult => {
    const [value, base] = [rps(key), rps(to)];
    if (value === undefined || base === undefined) return { target, figure: "not measured", met: null };
    return { target, figure: `${(value / base).toFixed(2)}×`, met: value / base >= minimum };
  };
  return [
    atLeast(
      "REST list (API key) ≥ 0.6× the authenticated Express + pg reference",
      "restList",
      "authenticatedFloor",
      0.6,
    ),
    atLeast("GraphQL list ≥ 0.7× the bare Yoga + pg reference", "graphqlList", "yogaFloor", 0.7),
    atLeast(
      "REST list under an API key ≥ 0.9× the same list under a session cookie",
      "restList",
      "restListSession",
      0.9,
    ),
  ];
}
