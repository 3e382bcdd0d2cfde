import fc from "fast-check";
import { guardActors, type ActorGuard } from "./actor-guard.ts";
import type { FuzzServer } from "./fuzz-server.ts";
import type { Actor, FuzzWorld } from "./fuzz-world.ts";
import { send, type FuzzAnswer, type FuzzRequest } from "./http-client.ts";
import { changedTables, digestStatement, takeDigest, type Digest } from "./table-digest.ts";

/** What one case sends, and how its answer is judged. */
export type FuzzCase = {
  actor: Actor;
  request: FuzzRequest;
  /** What is wrong with the answer (empty when nothing is). */
  judge(answer: FuzzAnswer): string[];
  /** Whether the answer refused the request, so that it must have changed nothing. */
  rejected(answer: FuzzAnswer): boolean;
};

const SHOWN = 300;

/**
 * Waits until the server's job worker has run every job that is due (the mail an accepted request
 * queued makes its token when it is sent): what a case changes includes its jobs' work, and the next
 * case starts from a settled database. A job waiting for its retry does not count.
 */
async function jobsSettled(client: FuzzWorld["client"]): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ due: number }>(
      "SELECT count(*)::int AS due FROM graphile_worker.jobs WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts)",
    );
    if (rows[0]?.due === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function shorten(text: string): string {
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}… (${text.length} characters)` : text;
}

function bodyText(body: FuzzRequest["body"]): string {
  if (body === undefined) return "";
  return typeof body === "string" ? body : Buffer.from(body).toString("latin1");
}

/** A case as a failure report shows it: actor, method, path, headers and body, long parts cut short. */
export function describeCase({ actor, request }: Pick<FuzzCase, "actor" | "request">): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== "cookie" && name !== "authorization")
    .map(([name, value]) => `${name}: ${value}`);
  return [`as ${actor.name}: ${request.method} ${shorten(request.path)}`, ...headers, shorten(bodyText(request.body))]
    .filter(Boolean)
    .join("\n  ");
}

/** Lets fast-check print a generated case as describeCase does, instead of every byte of it. */
export function printable<Case extends Pick<FuzzCase, "actor" | "request">>(value: Case): Case {
  return Object.defineProperty(value, fc.toStringMethod, { value: () => describeCase(value) });
}

const A_ACTORS = new Set(["owner", "member", "apiKey"]);
/** How the digest rows of every table and of B's rows are named. */
const ALL = "all:";
const OF_B = "b:";

/**
 * Sends cases one at a time and checks, besides each case's own judgement: that the server logged no
 * error for it; that a rejected request changed no row of any domain table; that none of A's
 * requests changed a row of B's or showed one of B's ids or secrets it did not send itself.
 */
export async function createCaseRunner(server: FuzzServer, world: FuzzWorld) {
  const guard: ActorGuard = await guardActors(world.client, world.a);
  // One round trip a case: every table, B's rows, and the actors' state.
  const statement = [
    await digestStatement(world.client, ALL),
    await digestStatement(world.client, OF_B, { workspaceId: world.b.workspaceId, userIds: world.b.userIds }),
    guard.statement,
  ].join("\nUNION ALL\n");
  const bMarkers = [...world.b.ids, ...world.b.secrets].map((marker) => marker.toLowerCase());
  let before: Digest = {};

  /** Takes the digests afresh, after rows were added between cases. */
  async function resync() {
    before = await takeDigest(world.client, statement);
    server.newErrorLines();
  }

  async function run(fuzzCase: FuzzCase): Promise<void> {
    const answer = await send(server.baseUrl, fuzzCase.request);
    const problems = fuzzCase.judge(answer);
    await jobsSettled(world.client);
    const after = await takeDigest(world.client, statement);
    // After the digests: the log line of an error may reach the pipe a moment after the answer.
    const errors = server.newErrorLines();
    if (errors.length > 0) problems.push(`the server logged errors:\n    ${errors.map(shorten).join("\n    ")}`);
    if (fuzzCase.rejected(answer)) {
      const changed = changedTables(before, after, ALL);
      if (changed.length > 0) problems.push(`refused with ${answer.status}, yet changed ${changed.join(", ")}`);
    }
    if (A_ACTORS.has(fuzzCase.actor.name)) {
      const changed = changedTables(before, after, OF_B);
      if (changed.length > 0) problems.push(`changed workspace B's ${changed.join(", ")}`);
      const sent = `${fuzzCase.request.path}\n${bodyText(fuzzCase.request.body)}`.toLowerCase();
      const answered = answer.text.toLowerCase();
      const shown = bMarkers.filter((marker) => answered.includes(marker) && !sent.includes(marker));
      if (shown.length > 0) problems.push(`showed workspace B's ${shown.join(", ")}`);
    }
    if (await guard.restore(after.actors)) await resync();
    else before = after;
    if (problems.length > 0) {
      throw new Error(
        `${describeCase(fuzzCase)}\nanswered ${answer.status} ${answer.contentType}: ${shorten(answer.text)}\n- ${problems.join("\n- ")}`,
      );
    }
  }

  await resync();
  return { run, resync };
}
