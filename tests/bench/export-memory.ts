/**
 * `npm run bench:export` (issue 21): the memory of the server process while it streams a workspace
 * export. A throw-away PostgreSQL, one owner, a workspace of 10,000 customers exported, then grown to
 * 100,000 (`--customers`) and exported again; the app runs in this process on a loopback port and the
 * download is read as a client reads it, its zip unpacked on the fly (fflate's streaming Unzip) to count
 * the rows of customers.csv. The resident set size (RSS) is sampled every 10 ms: memory is flat when
 * the peak over the baseline does not grow with the workspace.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { Unzip, UnzipInflate } from "fflate";
import { pino } from "pino";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { buildApp } from "#gateway/app.ts";
import { runMigrationsInChildProcess } from "#prisma/run-migrations.ts";
import { hashPassword } from "#schema/auth/passwords.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { installJobQueue } from "#core/jobs/job-worker.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { startThrowawayPostgres } from "#tests/support/throwaway-postgres.ts";

const { values } = parseArgs({ options: { customers: { type: "string", default: "100000" } } });
const TOTAL = Number(values.customers);
const FIRST = Math.min(10_000, TOTAL);
const PASSWORD = "bench-export-password";
const MB = 1024 * 1024;

/** Rows made by PostgreSQL itself (generate_series), so seeding leaves this process's memory as it was. */
async function addCustomers(db: Database, workspaceId: string, from: number, to: number) {
  await db.$forWorkspace(workspaceId).$queryWorkspace(
    (workspace) => Prisma.sql`WITH added AS (
      INSERT INTO customers (id, workspace_id, name, email, company, notes, value_cents, updated_at)
      SELECT gen_random_uuid(), ${workspace}, 'Customer ' || n, 'customer-' || n || '@bench.example',
        'Company ' || (n % 997), 'A note of a few words, as customers have.', n * 7, now()
      FROM generate_series(${from}::int, ${to - 1}::int) AS n
      RETURNING 1
    ) SELECT count(*)::int AS added FROM added`,
  );
}

type Measure = {
  rows: number;
  bytes: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
};

/** Downloads the export, unpacking customers.csv on the fly to count its rows, while sampling RSS. */
async function measureExport(origin: string, cookie: string): Promise<Measure> {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = baseline;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peak = Math.max(peak, rss);
    heapPeak = Math.max(heapPeak, heapUsed);
  }, 10);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  // Every file is inflated as it arrives (an unstarted one would be kept whole); only customers.csv is read.
  const unzip = new Unzip((file) => {
    const counted = file.name === "customers.csv";
    file.ondata = (error, chunk) => {
      if (error) throw error;
      if (counted) for (const byte of chunk) if (byte === 10) lines += 1;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const response = await fetch(`${origin}/api/workspace/export`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    unzip.push(read.value);
  }
  unzip.push(new Uint8Array(0), true);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  // customers.csv: a header, then one CRLF-separated line per customer (no line break after the last).
  return {
    rows: lines,
    bytes,
    seconds: (performance.now() - started) / 1000,
    baselineMb: baseline / MB,
    peakMb: peak / MB,
    heapBeforeMb: heapBefore / MB,
    heapPeakMb: heapPeak / MB,
  };
}

async function main() {
  const postgres = await startThrowawayPostgres({ log: () => undefined });
  const log = pino({ level: "silent" });
  try {
    await adminQuery(postgres.adminUrl, "CREATE DATABASE bench_export");
    const url = databaseUrl(postgres.adminUrl, "bench_export");
    await runMigrationsInChildProcess(url);
    await installJobQueue(url, log);
    const db = createDatabase(url);
    const owner = await db.user.create({
      data: {
        username: "exporter",
        email: "exporter@bench.example",
        emailNormalized: "exporter@bench.example",
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: new Date(),
      },
    });
    const workspace = await db.workspace.create({
      data: { name: "Bench workspace", memberships: { create: { userId: owner.id, role: "owner" } } },
    });
    const config = {
      appUrl: "http://127.0.0.1",
      sessionSecret: "bench-export-session-secret-long-enough-1234",
      authRateLimit: 1000,
      apiRateLimit: 1000,
      trustProxy: 0,
      demoData: false,
      webhooksAllowPrivateUrls: false,
    };
    const server = createServer(buildApp({ db, config, log }));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "exporter", password: PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);

    const results: [number, Measure][] = [];
    await addCustomers(db, workspace.id, 0, FIRST);
    results.push([FIRST, await measureExport(origin, cookie)]);
    await addCustomers(db, workspace.id, FIRST, TOTAL);
    results.push([TOTAL, await measureExport(origin, cookie)]);

    console.log(`Workspace export, streamed (Node ${process.version}, ${new Date().toISOString()})`);
    console.log(
      "| customers | rows in customers.csv | zip size | time | RSS before | peak RSS | peak - before | JS heap before | peak JS heap |",
    );
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const [customers, m] of results) {
      console.log(
        `| ${customers.toLocaleString("en-US")} | ${m.rows.toLocaleString("en-US")} | ${(m.bytes / MB).toFixed(1)} MB | ${m.seconds.toFixed(1)} s | ${m.baselineMb.toFixed(0)} MB | ${m.peakMb.toFixed(0)} MB | ${(m.peakMb - m.baselineMb).toFixed(0)} MB | ${m.heapBeforeMb.toFixed(0)} MB | ${m.heapPeakMb.toFixed(0)} MB |`,
      );
    }
    server.close();
    await db.$disconnect();
  } finally {
    await postgres.stop();
  }
}

await main();
process.exit(0);
