import { createDatabase } from "#core/db/db.ts";
import type { LoadClient, LoadTarget } from "./load-client.ts";
import type { LoadOptions } from "./load-options.ts";
import { LoadRecorder } from "./load-recorder.ts";
import { createPeople, signIn } from "./load-setup.ts";
import { chooseOperation } from "./operation-mix.ts";
import { verifyCounts } from "./verify-counts.ts";
import { verifyDatabase, type DatabaseVerdict } from "./verify-database.ts";

export type LoadServer = {
  baseUrl: string;
  /** The server's database, for writing the people and checking the rows afterwards. */
  databaseUrl: string;
  /** Everything the server has logged so far. */
  output: () => string;
};

export type LoadResult = {
  /** What the clients saw during the timed run. */
  recorder: LoadRecorder;
  startedAt: number;
  endedAt: number;
  /** Writing the people, signing them in and issuing their keys. */
  setupMs: number;
  database: DatabaseVerdict;
  /** Lists' and dashboard's counts that differ from the rows written, and failed verification requests. */
  countProblems: string[];
  /** Lines the server logged at level error or fatal during the run. */
  serverErrors: string[];
};

/** pino's levels: 50 is error, 60 fatal. */
const ERROR_LEVEL = 50;

function errorLines(log: string): string[] {
  return log.split("\n").filter((line) => {
    if (!line.startsWith("{")) return false;
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= ERROR_LEVEL;
    } catch {
      return false;
    }
  });
}

/** Every client acts, one request after another, until the time is up; requests under way finish. */
async function drive(clients: LoadClient[], seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) await chooseOperation(client).run(client);
    }),
  );
}

function failuresOf(recorder: LoadRecorder): string[] {
  return recorder.examples.map(({ kind, operation, detail }) => `${kind} in ${operation}: ${detail}`);
}

export async function runLoad(server: LoadServer, options: LoadOptions): Promise<LoadResult> {
  const setupStarted = Date.now();
  const db = createDatabase(server.databaseUrl);
  const people = await createPeople(db, options).finally(() => db.$disconnect());
  const target: LoadTarget = {
    baseUrl: server.baseUrl,
    recorder: new LoadRecorder(),
    requestTimeoutMs: options.requestTimeoutMs,
  };
  const clients = await signIn(people, target, options.seed);
  if (target.recorder.failures > 0)
    throw new Error(`setting up the clients failed:\n${failuresOf(target.recorder).join("\n")}`);
  const setupMs = Date.now() - setupStarted;

  const recorder = new LoadRecorder();
  target.recorder = recorder;
  const logStart = server.output().length;
  const startedAt = Date.now();
  await drive(clients, options.seconds);
  const endedAt = Date.now();
  const serverErrors = errorLines(server.output().slice(logStart));

  target.recorder = new LoadRecorder();
  const countProblems = await verifyCounts(clients);
  countProblems.push(...failuresOf(target.recorder));
  const database = await verifyDatabase(server.databaseUrl, clients);
  return { recorder, startedAt, endedAt, setupMs, database, countProblems, serverErrors };
}
