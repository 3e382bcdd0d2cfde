import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * How many 8 kB write + fdatasync pairs per second the disk under `folder` takes, by Debian's
 * pg_test_fsync (one second per method): fdatasync is how PostgreSQL flushes WAL on Linux, so this is
 * the ceiling on commits per second for one committer at a time. Null when pg_test_fsync is not installed.
 */
export async function fdatasyncPerSecond(folder: string): Promise<number | null> {
  const binary = ["17", "16", "15"]
    .map((version) => `/usr/lib/postgresql/${version}/bin/pg_test_fsync`)
    .find((candidate) => existsSync(candidate));
  if (!binary) return null;
  const testFile = path.join(folder, "pg_test_fsync.out");
  try {
    const { stdout } = await run(binary, ["-s", "1", "-f", testFile]);
    // The first fdatasync line is the "one 8kB write" test.
    const match = /^\s+fdatasync\s+([\d.]+) ops\/sec/m.exec(stdout);
    return match ? Number(match[1]) : null;
  } finally {
    await rm(testFile, { force: true });
  }
}
