import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_FILE_BYTES } from "#schema/customers/customers.import.rules.ts";
import { expectedRawAnswer, graphqlProblems, graphqlRejected, restProblems } from "./answer-checks.ts";
import { createCaseRunner, printable, type FuzzCase } from "./case-runner.ts";
import { domainValues, type DomainValues } from "./domain-values.ts";
import { fuzzPlan } from "./fuzz-plan.ts";
import { FUZZ_RUNS, FUZZ_SEED } from "./fuzz-settings.ts";
import { startFuzzServer, type FuzzServer } from "./fuzz-server.ts";
import { buildWorld, type FuzzWorld } from "./fuzz-world.ts";
import { graphqlRequests } from "./graphql-targets.ts";
import type { FuzzAnswer } from "./http-client.ts";
import { rawRequests, type RawCase } from "./raw-targets.ts";
import { restRequests } from "./rest-targets.ts";

// Every REST operation of the OpenAPI document, every Query and Mutation field, and every endpoint
// that reads a body, each fuzzed with its share of FUZZ_RUNS cases (see fuzz-plan.ts) against the
// real server process. After each target's batch the server must still answer its health check.

const plan = fuzzPlan();
const targets = plan.rest.length + plan.graphql.length + plan.raw.length;
console.log(
  `Fuzzing ${targets} targets with ${FUZZ_RUNS} cases from seed ${FUZZ_SEED}; replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS}`,
);

/** Room for each case to take seconds (a password hash, a 200 kB body) and for the batch's health check. */
const timeoutFor = (planned: { numRuns: number }[]) =>
  60_000 + Math.max(...planned.map(({ numRuns }) => numRuns)) * 5_000;

let server: FuzzServer;
let world: FuzzWorld;
let runner: Awaited<ReturnType<typeof createCaseRunner>>;

beforeAll(async () => {
  server = await startFuzzServer();
  world = await buildWorld(server);
  runner = await createCaseRunner(server, world);
}, 180_000);

afterAll(async () => {
  await world?.close();
  await server?.stop();
});

/**
 * One target's batch: its share of cases, made from A's rows as they are now (refilled when valid
 * writes have used a kind up) and B's, then the health check.
 */
async function fuzz<Case extends Pick<FuzzCase, "actor" | "request">>(
  numRuns: number,
  cases: (values: DomainValues) => fc.Arbitrary<Case>,
  judge: (value: Case) => Omit<FuzzCase, "actor" | "request">,
) {
  await world.replenish();
  await runner.resync();
  await fc.assert(
    fc.asyncProperty(cases(domainValues(world)).map(printable), (value) => runner.run({ ...value, ...judge(value) })),
    // No shrinking: the failure report already holds the exact request, and shrinking would replay
    // requests against a database the earlier ones have changed.
    { numRuns, seed: FUZZ_SEED, endOnFailure: true },
  );
  const health = await server.health();
  expect([server.process.child.exitCode, health.status, health.body]).toEqual([null, 200, '{"status":"ok"}']);
}

describe("every REST operation", () => {
  it.each(plan.rest)(
    "$target.label answers random requests below 500 with a clear message, changing nothing when it refuses",
    async ({ target, numRuns }) => {
      await fuzz(
        numRuns,
        (values) => restRequests(target, world.actors, values),
        ({ request }) => ({
          judge: (answer: FuzzAnswer) => restProblems(request, answer),
          rejected: (answer: FuzzAnswer) => answer.status >= 400,
        }),
      );
    },
    timeoutFor(plan.rest),
  );
});

describe("every GraphQL field", () => {
  it.each(plan.graphql)(
    "$target.label answers random arguments with clear errors, changing nothing when it refuses",
    async ({ target, numRuns }) => {
      await fuzz(
        numRuns,
        (values) => graphqlRequests(target, world.actors, values),
        ({ field }) => ({
          judge: graphqlProblems,
          rejected: (answer: FuzzAnswer) => graphqlRejected(answer, field),
        }),
      );
    },
    timeoutFor(plan.graphql),
  );
});

/** The import routes (customers, companies), whose body cap is an import file's. */
const IMPORT_PATHS = ["/api/customers/import", "/api/companies/import"];

/** A REST write's body cap: an import route's is an import file's, every other route's 100 kB. */
const bodyLimit = (path: string) => (IMPORT_PATHS.includes(path) ? MAX_IMPORT_FILE_BYTES : 100 * 1024);

/** An import route checks its caller before it reads a JSON body: an anonymous one gets 401, whatever the body. */
function refusedBeforeTheBody(actor: RawCase["actor"], path: string, expected: ReturnType<typeof expectedRawAnswer>) {
  return IMPORT_PATHS.includes(path) && actor.name === "anonymous" && expected?.status !== 415;
}

function judgeRaw({ actor, request, contentType, encoding }: RawCase): Omit<FuzzCase, "actor" | "request"> {
  if (request.path.startsWith("/graphql")) {
    return { judge: graphqlProblems, rejected: (answer) => graphqlRejected(answer, undefined) };
  }
  const parsed = expectedRawAnswer(request.body, contentType, encoding, bodyLimit(request.path));
  const expected = refusedBeforeTheBody(actor, request.path, parsed)
    ? { status: 401, message: "Not signed in" }
    : parsed;
  return {
    judge: (answer) => {
      const problems = restProblems(request, answer);
      const message = answer.json ? (answer.json as { detail?: string }).detail : answer.text;
      if (expected && (answer.status !== expected.status || message !== expected.message)) {
        problems.push(`expected ${expected.status} "${expected.message}"`);
      }
      return problems;
    },
    rejected: (answer) => answer.status >= 400,
  };
}

describe("every endpoint that reads a body", () => {
  it.each(plan.raw)(
    "$target.label answers broken, mislabelled and deeply nested bodies below 500, changing nothing",
    async ({ target, numRuns }) => {
      await fuzz(numRuns, () => rawRequests(target, world.actors), judgeRaw);
    },
    timeoutFor(plan.raw),
  );
});
