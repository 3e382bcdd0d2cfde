/**
 * How long a warm start of the server takes: from spawning the server bundle (as `npm start` does,
 * after its build step) to the first 200 on `/healthz`. Each case starts the server once to warm
 * up (migrations, first admin, compile cache), then WARM_STARTS more times, and prints each warm time
 * and their median. Cases: a PostgreSQL given by DATABASE_URL, the same with ADMIN_USERNAME and
 * ADMIN_PASSWORD, and the embedded PostgreSQL (DATABASE_URL unset, DATA_DIR a temporary folder).
 *
 *   npx node tests/bench/warm-start.ts [entry]
 *
 * `entry` (default the bundle `npm run build` writes) lets another entry, such as gateway/server.ts, be
 * compared on the same tree.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { PROJECT_ROOT } from "#prisma/project-root.ts";
import { buildForStart } from "#scripts/build-if-changed.ts";
import { SERVER_BUNDLE } from "#scripts/build-server.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { startThrowawayPostgres } from "#tests/support/throwaway-postgres.ts";

const entry = process.argv[2] ?? SERVER_BUNDLE;
const WARM_STARTS = 3;
const POLL_INTERVAL_MS = 5;
const START_TIMEOUT_MS = 60_000;

type Case = { name: string; env: Record<string, string> };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

/** Milliseconds from spawn to the first 200 on /healthz; stops the server before returning. */
async function timeStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !["DATABASE_URL", "DATA_DIR", "PORT", "ADMIN_USERNAME", "ADMIN_PASSWORD"].includes(name),
    ),
  );
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit");
  try {
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await sleep(POLL_INTERVAL_MS);
    }
    throw new Error(`no 200 on /healthz within ${START_TIMEOUT_MS} ms:\n${output}`);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

async function runCase({ name, env }: Case) {
  await timeStart(env);
  const times: number[] = [];
  for (let round = 0; round < WARM_STARTS; round++) times.push(await timeStart(env));
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  const each = times.map((time) => time.toFixed(0)).join(", ");
  console.log(`${name.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms  (${each})`);
}

await buildForStart(PROJECT_ROOT);
const postgres = await startThrowawayPostgres();
const dataDirs: string[] = [];
const tempDataDir = async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bramble-warm-start-"));
  dataDirs.push(folder);
  return folder;
};
try {
  await adminQuery(postgres.adminUrl, "CREATE DATABASE warm_start");
  await adminQuery(postgres.adminUrl, "CREATE DATABASE warm_start_admin");
  console.log(`${entry}: warm start to the first 200 on /healthz, ${WARM_STARTS} starts after one warm-up:`);
  await runCase({
    name: "DATABASE_URL",
    env: { DATABASE_URL: databaseUrl(postgres.adminUrl, "warm_start"), DATA_DIR: await tempDataDir() },
  });
  await runCase({
    name: "DATABASE_URL + ADMIN_PASSWORD",
    env: {
      DATABASE_URL: databaseUrl(postgres.adminUrl, "warm_start_admin"),
      DATA_DIR: await tempDataDir(),
      ADMIN_USERNAME: "bench-admin",
      ADMIN_PASSWORD: "bench-admin-password",
    },
  });
  await runCase({ name: "embedded PostgreSQL", env: { DATA_DIR: await tempDataDir() } });
} finally {
  await postgres.stop();
  for (const folder of dataDirs) await rm(folder, { recursive: true, force: true });
}
process.exit(0);
