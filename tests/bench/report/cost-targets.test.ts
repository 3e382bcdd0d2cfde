import { describe, expect, it } from "vitest";
import type { BenchRun } from "./bench-run.ts";
import { costTargets } from "./cost-targets.ts";

/** A run with these req/s per scenario key, and nothing else. */
function runWith(rates: Record<string, number>): BenchRun {
  const measurements = Object.entries(rates).map(([key, requestsPerSecond]) => ({
    server: "Bramble",
    scenario: { key, label: key, request: { path: "/" }, check: () => null },
    responseBytes: 0,
    throughput: { requestsPerSecond, requests: 0, errors: 0, latencyMs: { p50: 1, p95: 1, p99: 1, max: 1 } },
  }));
  return { measurements } as unknown as BenchRun;
}

describe("costTargets", () => {
  it("fails the API key's list at half the session cookie's, as issue 22 measured it", () => {
    const targets = costTargets(runWith({ restList: 264, restListSession: 528 }));
    expect(targets.find((target) => target.target.includes("session cookie"))).toEqual({
      target: "REST list under an API key ≥ 0.9× the same list under a session cookie",
      figure: "0.50×",
      met: false,
    });
  });

  it("judges the lists against the hand-written references of the same run", () => {
    const targets = costTargets(
      runWith({ restList: 600, restListSession: 610, authenticatedFloor: 1000, graphqlList: 480, yogaFloor: 1000 }),
    );
    expect(targets.map(({ figure, met }) => [figure, met])).toEqual([
      ["0.60×", true],
      ["0.48×", false],
      ["0.98×", true],
    ]);
  });

  it("says what was not measured", () => {
    expect(costTargets(runWith({})).map((target) => target.met)).toEqual([null, null, null]);
  });
});
