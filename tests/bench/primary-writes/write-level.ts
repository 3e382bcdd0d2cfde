import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { User } from "#prisma/generated/prisma/client.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { workspaceAccess } from "#schema/workspaces/access.ts";
import { seededRandom } from "#tests/support/seeded-random.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace } from "#tests/support/workspaces.ts";
import { between, readCounters, type Interval } from "./server-counters.ts";
import { addActivity, addCustomer, addDeal, addTask, chooseWrite, type Writer } from "./write-mix.ts";

/** People per workspace by default: a team whose members all write at once, as in the load test. */
export const DEFAULT_TEAM_SIZE = 4;
/** Rows each writer starts with, so edits and deletes have something to work on from the first second. */
const STARTING_ROWS = { customers: 10, deals: 5, tasks: 5, activities: 5 };
/** Long enough for backends that closed to have reported their statistics. */
const STATISTICS_SETTLE_MS = 500;

export type LevelResult = {
  writers: number;
  workspaces: number;
  seconds: number;
  writes: number;
  failures: number;
  failureExamples: string[];
  latenciesMs: number[];
  operations: Map<string, number>;
  server: Interval;
};

type Team = { workspace: { id: string; name: string }; people: User[] };

async function createTeams(db: Database, writers: number, teamSize: number, level: string): Promise<Team[]> {
  const teams: Team[] = [];
  for (let first = 0; first < writers; first += teamSize) {
    const size = Math.min(teamSize, writers - first);
    const people = await Promise.all(
      Array.from({ length: size }, (_, index) => createUser(db, { username: `${level}-w${first + index + 1}` })),
    );
    const [owner, ...members] = people;
    if (!owner) continue;
    const access = await createWorkspace(db, owner, `Bench ${level} team ${teams.length + 1}`);
    for (const member of members) await addMember(db, access, member);
    teams.push({ workspace: { id: access.id, name: access.name }, people });
  }
  return teams;
}

function makeWriters(db: Database, teams: Team[], level: string, seed: number): Writer[] {
  return teams.flatMap(({ workspace, people }) =>
    people.map((person, index) => ({
      ctx: serviceContext(db, person, workspaceAccess(db, workspace, index === 0 ? "owner" : "member")),
      label: `${level}W${person.username.split("-w")[1]}`,
      random: seededRandom(seed + Number(person.username.split("-w")[1])),
      teammateIds: people.map((teammate) => teammate.id),
      serial: 0,
      customers: [],
      deals: [],
      tasks: [],
      activities: [],
    })),
  );
}

async function giveStartingRows(writer: Writer) {
  for (let i = 0; i < STARTING_ROWS.customers; i++) await addCustomer(writer);
  for (let i = 0; i < STARTING_ROWS.deals; i++) await addDeal(writer);
  for (let i = 0; i < STARTING_ROWS.tasks; i++) await addTask(writer);
  for (let i = 0; i < STARTING_ROWS.activities; i++) await addActivity(writer);
}

/**
 * `writers` people, in teams of `teamSize` (one workspace each), each writing back to back (no think time) for
 * `seconds` through the domain services, over a pool of one connection per writer so the pool never
 * makes anyone wait. Their accounts and starting rows are made first, through a client that is then
 * closed: its backends report their statistics on exit, so the counters cover the timed writes only.
 */
export async function runWriteLevel(
  databaseUrl: string,
  postmasterPid: number,
  { writers, teamSize, seconds, seed }: { writers: number; teamSize: number; seconds: number; seed: number },
): Promise<LevelResult> {
  // Usernames must differ between levels and between runs of a level with other team sizes.
  const level = `l${writers}t${teamSize}`;
  const setupDb = createDatabase(databaseUrl, { poolSize: Math.min(writers, 10) });
  let teams: Team[];
  let prepared: Writer[];
  try {
    teams = await createTeams(setupDb, writers, teamSize, level);
    prepared = makeWriters(setupDb, teams, level, seed);
    await Promise.all(prepared.map(giveStartingRows));
  } finally {
    await setupDb.$disconnect();
  }
  await sleep(STATISTICS_SETTLE_MS);

  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  const db = createDatabase(databaseUrl, { poolSize: writers });
  try {
    // The same people and rows, on the measured client.
    const writerList = makeWriters(db, teams, level, seed + 1).map((writer, index) => ({
      ...writer,
      customers: prepared[index]?.customers ?? [],
      deals: prepared[index]?.deals ?? [],
      tasks: prepared[index]?.tasks ?? [],
      activities: prepared[index]?.activities ?? [],
      serial: prepared[index]?.serial ?? 0,
    }));
    const latenciesMs: number[] = [];
    const operations = new Map<string, number>();
    const failureExamples: string[] = [];
    let failures = 0;

    const before = await readCounters(monitor, postmasterPid);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      writerList.map(async (writer) => {
        while (performance.now() < deadline) {
          const operation = chooseWrite(writer);
          const begun = performance.now();
          try {
            await operation.run(writer);
            latenciesMs.push(performance.now() - begun);
            operations.set(operation.name, (operations.get(operation.name) ?? 0) + 1);
          } catch (error) {
            failures++;
            if (failureExamples.length < 5) failureExamples.push(`${operation.name}: ${String(error)}`);
          }
        }
      }),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    const live = await readCounters(monitor, postmasterPid);
    await db.$disconnect();
    await sleep(STATISTICS_SETTLE_MS);
    const settled = await readCounters(monitor, postmasterPid);
    const server = await between(monitor, before, {
      ...live,
      commits: settled.commits,
      walFsyncs: settled.walFsyncs,
    });
    return {
      writers,
      workspaces: teams.length,
      seconds: elapsedSeconds,
      writes: latenciesMs.length,
      failures,
      failureExamples,
      latenciesMs: latenciesMs.sort((a, b) => a - b),
      operations,
      server,
    };
  } finally {
    await db.$disconnect();
    await monitor.end();
  }
}
