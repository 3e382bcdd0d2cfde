import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { isRunning } from "#prisma/postgres/postmaster.ts";

/** A program of the cluster, by PID, so another process (`npm run cluster:down`) can stop it too. */
export type ClusterProcess = { name: string; pid: number; logFile: string };

export type LaunchOptions = {
  name: string;
  command: string;
  args: string[];
  logFile: string;
  env?: NodeJS.ProcessEnv;
  /** Runs the program as this user (PostgreSQL and PgBouncer refuse to run as root). */
  user?: { uid: number; gid: number };
  cwd?: string;
};

/**
 * Starts a program with its output appended to its log file. In its own process group, so a Ctrl-C
 * in the terminal reaches only the caller, which stops the cluster in order; and not holding the
 * caller's event loop, so `npm run cluster:up` can leave the cluster running.
 */
export function launch({ name, command, args, logFile, env, user, cwd }: LaunchOptions): ClusterProcess {
  const output = openSync(logFile, "a");
  try {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      uid: user?.uid,
      gid: user?.gid,
      detached: true,
      stdio: ["ignore", output, output],
    });
    if (child.pid === undefined) throw new Error(`${name} (${command}) could not be started`);
    // Reaped as soon as it exits, so isRunning() never sees a zombie of ours as running.
    child.once("error", () => undefined);
    child.unref();
    return { name, pid: child.pid, logFile };
  } finally {
    closeSync(output);
  }
}

/** Whether the program still runs. */
export function isAlive(process: ClusterProcess): Promise<boolean> {
  return isRunning(process.pid);
}

/**
 * Sends `signal`, then waits for the exit; SIGKILL if it takes longer than `timeoutMs`. A program
 * that already exited is left alone.
 */
export async function stopProcess(target: ClusterProcess, signal: NodeJS.Signals, timeoutMs = 15_000): Promise<void> {
  for (const [sent, waitMs] of [
    [signal, timeoutMs],
    ["SIGKILL", 5_000],
  ] as const) {
    if (!(await isRunning(target.pid))) return;
    try {
      process.kill(target.pid, sent);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!(await isRunning(target.pid))) return;
      await sleep(25);
    }
  }
  throw new Error(`${target.name} (PID ${target.pid}) did not stop`);
}
