import { readFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// Process-level helpers shared by the app (leftover checks) and the watchdog, which imports this file
// directly: keep it free of anything but node built-ins.

/** The postmaster's PID and port from `<clusterDir>/postmaster.pid`, or null when there is none. */
export async function readPostmasterFile(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const text = await readFile(path.join(clusterDir, "postmaster.pid"), "utf8").catch(() => null);
  if (text === null) return null;
  // Line 1 holds the PID, line 4 the port (PostgreSQL's documented lock file layout).
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 ? { pid, port } : null;
}

type ProcessInfo = { name: string; state: string; parentPid: number };

/** From /proc on Linux; null when the process does not exist or /proc is not there. */
async function processInfo(pid: number): Promise<ProcessInfo | null> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (stat === null) return null;
  // "pid (name) state ppid ...": the name may itself contain spaces and parentheses.
  const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
  const [state = "", parent = ""] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { name, state, parentPid: Number(parent) };
}

/**
 * Whether `pid` runs. An exited process stays a zombie until its parent reaps it, and some init
 * processes (this project's CI sandboxes included) reap orphans late: a zombie counts as gone.
 */
export async function isRunning(pid: number): Promise<boolean> {
  if (process.platform === "linux") {
    const info = await processInfo(pid);
    return info !== null && info.state !== "Z";
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `pid` is a running PostgreSQL process, and not a stranger that inherited a recycled PID. */
export async function isPostgresProcess(pid: number): Promise<boolean> {
  if (process.platform !== "linux") return isRunning(pid);
  const info = await processInfo(pid);
  return info !== null && info.state !== "Z" && info.name === "postgres";
}

/** The parent PID of `pid`, or null where it cannot be read. */
export async function parentPid(pid: number): Promise<number | null> {
  return (await processInfo(pid))?.parentPid ?? null;
}

/**
 * Fast shutdown (SIGINT: roll back open transactions, checkpoint, exit); if that takes too long,
 * immediate shutdown (SIGQUIT), which PostgreSQL recovers from on its next start.
 */
export async function stopPostmaster(pid: number, timeoutMs = 20_000): Promise<void> {
  for (const [signal, waitMs] of [
    ["SIGINT", timeoutMs],
    ["SIGQUIT", 5_000],
  ] as const) {
    if (!(await isRunning(pid))) return;
    try {
      process.kill(pid, signal);
    } catch {
      return; // It exited in between.
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!(await isRunning(pid))) return;
      await sleep(25);
    }
  }
  throw new Error(`PostgreSQL (PID ${pid}) did not stop`);
}
