import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type pg from "pg";

const run = promisify(execFile);

/** What the server and the machine had done at one moment; two of them make an interval. */
export type Counters = {
  atMs: number;
  walLsn: string;
  /** WAL flushes to disk (pg_stat_io, PostgreSQL 16+), or null where the view lacks them. */
  walFsyncs: number | null;
  commits: number;
  /** CPU seconds used by the postmaster and its children (backends, WAL writer, checkpointer...). */
  postgresCpuSeconds: number;
  /** CPU seconds used by the client: this process (the app's services, Prisma, pg) and pgbench. */
  clientCpuSeconds: number;
  /** Busy and total jiffies of the whole machine (every tenant of a shared box), from /proc/stat. */
  machineBusy: number;
  machineTotal: number;
};

export type Interval = {
  seconds: number;
  walBytes: number;
  walFsyncs: number | null;
  commits: number;
  postgresCpuSeconds: number;
  clientCpuSeconds: number;
  /** Share of all cores busy, 0..1. */
  machineBusyShare: number;
};

let clockTicks: Promise<number> | undefined;

function ticksPerSecond(): Promise<number> {
  clockTicks ??= run("getconf", ["CLK_TCK"]).then(
    ({ stdout }) => Number(stdout.trim()) || 100,
    () => 100,
  );
  return clockTicks;
}

type ProcessTicks = { parentPid: number; own: number; reapedChildren: number };

/** CPU ticks of a process (utime + stime) and of its children it has reaped (cutime + cstime), from /proc. */
async function processTicks(pid: number | "self"): Promise<ProcessTicks | null> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (stat === null) return null;
  // After "pid (name) ": state, ppid, ... utime is the 14th field of the line, stime, cutime, cstime follow.
  const fields = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  const [parentPid = 0] = fields.slice(1, 2);
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
  return { parentPid, own: utime + stime, reapedChildren: cutime + cstime };
}

/**
 * The postmaster's CPU, its live children's (backends, WAL writer, checkpointer...) and that of the
 * children that have exited, which the postmaster reaped: a backend that closed mid-run still counts.
 */
async function postgresCpuSeconds(postmasterPid: number): Promise<number> {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name)).map(Number);
  const stats = await Promise.all(pids.map(async (pid) => ({ pid, stat: await processTicks(pid) })));
  let ticks = 0;
  for (const { pid, stat } of stats) {
    if (stat && pid === postmasterPid) ticks += stat.own + stat.reapedChildren;
    else if (stat && stat.parentPid === postmasterPid) ticks += stat.own;
  }
  return ticks / (await ticksPerSecond());
}

/** This process's CPU and its exited children's (pgbench, pg_test_fsync). */
async function clientCpuSeconds(): Promise<number> {
  const self = await processTicks("self");
  return self ? (self.own + self.reapedChildren) / (await ticksPerSecond()) : 0;
}

async function machineJiffies(): Promise<{ busy: number; total: number }> {
  const [cpuLine = ""] = (await readFile("/proc/stat", "utf8")).split("\n");
  // cpu user nice system idle iowait irq softirq steal ...: idle and iowait are the idle time.
  const values = cpuLine.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

async function walFsyncs(client: pg.Client): Promise<number | null> {
  const { rows } = await client
    .query<{ fsyncs: string | null }>("SELECT sum(fsyncs)::text AS fsyncs FROM pg_stat_io WHERE object = 'wal'")
    .catch(() => ({ rows: [] as { fsyncs: string | null }[] }));
  const value = rows[0]?.fsyncs;
  return value == null ? null : Number(value);
}

/** Reads the counters over `client`, a connection to the measured database. */
export async function readCounters(client: pg.Client, postmasterPid: number): Promise<Counters> {
  // Statistics are kept per backend and flushed now and then: a fresh snapshot, not the cached one.
  await client.query("SELECT pg_stat_clear_snapshot()");
  const { rows } = await client.query<{ lsn: string; commits: string }>(
    "SELECT pg_current_wal_lsn()::text AS lsn, xact_commit::text AS commits FROM pg_stat_database WHERE datname = current_database()",
  );
  const machine = await machineJiffies();
  return {
    atMs: performance.now(),
    walLsn: rows[0]?.lsn ?? "0/0",
    walFsyncs: await walFsyncs(client),
    commits: Number(rows[0]?.commits ?? 0),
    postgresCpuSeconds: await postgresCpuSeconds(postmasterPid),
    clientCpuSeconds: await clientCpuSeconds(),
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

export async function between(client: pg.Client, before: Counters, after: Counters): Promise<Interval> {
  const { rows } = await client.query<{ bytes: string }>(
    "SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::text AS bytes",
    [after.walLsn, before.walLsn],
  );
  return {
    seconds: (after.atMs - before.atMs) / 1000,
    walBytes: Number(rows[0]?.bytes ?? 0),
    walFsyncs: after.walFsyncs === null || before.walFsyncs === null ? null : after.walFsyncs - before.walFsyncs,
    commits: after.commits - before.commits,
    postgresCpuSeconds: after.postgresCpuSeconds - before.postgresCpuSeconds,
    clientCpuSeconds: after.clientCpuSeconds - before.clientCpuSeconds,
    machineBusyShare: (after.machineBusy - before.machineBusy) / Math.max(1, after.machineTotal - before.machineTotal),
  };
}
