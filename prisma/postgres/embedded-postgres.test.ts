import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

const quiet = () => {};
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "bramble-embedded-postgres-test-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("startEmbeddedPostgres", () => {
  it("serves the bramble database until stopped", async () => {
    const postgres = await startEmbeddedPostgres({ dataDir, log: quiet });
    try {
      expect(await currentDatabase(postgres.url)).toBe("bramble");
    } finally {
      await postgres.stop();
    }
    await expect(currentDatabase(postgres.url)).rejects.toThrow();
  });

  it("keeps its data and password across restarts", async () => {
    const first = await startEmbeddedPostgres({ dataDir, log: quiet });
    await query(first.url, "CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)");
    await first.stop();
    const second = await startEmbeddedPostgres({ dataDir, log: quiet });
    try {
      expect(await query(second.url, "SELECT value FROM kept")).toEqual([{ value: "still here" }]);
    } finally {
      await second.stop();
    }
    const passwordFile = await stat(path.join(dataDir, "postgres-password"));
    expect(passwordFile.mode & 0o777).toBe(0o600);
  });

  it("stops PostgreSQL through its watchdog when the owner is killed with SIGKILL, and starts again", async () => {
    const owner = await startInChildProcess();
    owner.process.kill("SIGKILL");
    await once(owner.process, "exit");
    await waitUntil(async () => !(await accepts(owner.url)));

    const postgres = await startEmbeddedPostgres({ dataDir, log: quiet });
    try {
      expect(await currentDatabase(postgres.url)).toBe("bramble");
    } finally {
      await postgres.stop();
    }
  });

  it("stops a PostgreSQL left running by a killed owner and watchdog, and starts again", async () => {
    const owner = await startInChildProcess();
    // The watchdog first: it would stop PostgreSQL within milliseconds of the owner's death.
    for (const pid of await watchdogPids()) process.kill(pid, "SIGKILL");
    owner.process.kill("SIGKILL");
    await once(owner.process, "exit");
    expect(await accepts(owner.url)).toBe(true);

    const messages: string[] = [];
    const postgres = await startEmbeddedPostgres({ dataDir, log: (message) => messages.push(message) });
    try {
      expect(await currentDatabase(postgres.url)).toBe("bramble");
      expect(await accepts(owner.url)).toBe(false);
      expect(messages.join("\n")).toMatch(/left running by a process that is gone/);
    } finally {
      await postgres.stop();
    }
  });
});

/** Starts the embedded PostgreSQL from another Node process, which then idles until killed. */
async function startInChildProcess() {
  const moduleUrl = new URL("./embedded-postgres.ts", import.meta.url).href;
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(moduleUrl)});
    const postgres = await startEmbeddedPostgres({ dataDir: process.env.DATA_DIR, log: () => {} });
    console.log(postgres.url);
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ["--input-type=module", "--eval", script], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [firstOutput] = (await once(child.stdout, "data")) as [Buffer];
  return { process: child, url: firstOutput.toString().trim() };
}

/** The watchdogs guarding this test's cluster, found through /proc (Linux). */
async function watchdogPids(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const commandLine = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (commandLine.includes("watchdog.ts") && commandLine.includes(dataDir)) pids.push(Number(entry));
  }
  return pids;
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results = await client.query(sql);
    return Array.isArray(results) ? results.at(-1).rows : results.rows;
  } finally {
    await client.end();
  }
}

async function currentDatabase(url: string): Promise<string> {
  const [row] = (await query(url, "SELECT current_database() AS name")) as [{ name: string }];
  return row.name;
}

async function accepts(url: string): Promise<boolean> {
  return currentDatabase(url).then(
    () => true,
    () => false,
  );
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(50);
  }
}
