import { execFile } from "node:child_process";
import os from "node:os";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export type MachineFacts = {
  date: string;
  cores: number;
  cpu: string;
  memoryGiB: number;
  /** `uptime` as it printed at the start (the load averages of the last 1, 5 and 15 minutes). */
  uptime: string;
  node: string;
  postgres: string;
  wrk: string;
  chromium: string;
  /** The commit measured, and whether the server's folders held uncommitted changes. */
  commit: string;
};

/** The first line a command prints, or what it printed before failing, or "not found". */
async function firstLine(command: string, args: string[]): Promise<string> {
  const output = await run(command, args).then(
    ({ stdout, stderr }) => stdout || stderr,
    (error: { stdout?: string; stderr?: string }) => error.stdout || error.stderr || "not found",
  );
  return output.split("\n")[0]?.trim() ?? "";
}

export async function machineFacts(databaseUrl: string): Promise<MachineFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>("SHOW server_version").finally(() => client.end());
  const commit = await firstLine("git", ["rev-parse", "--short", "HEAD"]);
  const changed = await firstLine("git", ["status", "--porcelain", "--", "gateway", "schema", "prisma", "web"]);
  return {
    date: new Date().toISOString().replace("T", " ").slice(0, 16) + " UTC",
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    uptime: await firstLine("uptime", []),
    node: process.version,
    postgres: `PostgreSQL ${rows[0]?.server_version ?? "?"}`,
    wrk: await firstLine("wrk", ["--version"]),
    chromium: await firstLine("/usr/bin/chromium", ["--version"]),
    commit: changed ? `${commit} with uncommitted changes in gateway/, schema/, prisma/ or web/` : commit,
  };
}
