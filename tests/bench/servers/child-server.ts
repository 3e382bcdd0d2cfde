import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

const POLL_INTERVAL_MS = 5;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const KEEP_OUTPUT_CHARS = 20_000;

export type ChildServer = {
  name: string;
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 on the ready path. */
  startMs: number;
  output(): string;
  stop(): Promise<void>;
};

export type ChildServerOptions = {
  name: string;
  /** Arguments of the Node binary running this script (Node 24 under `npm run`). */
  args: string[];
  env: Record<string, string>;
  /** A request that answers 200 once the server is ready, e.g. `{ path: "/healthz" }`. */
  ready: { path: string; init?: RequestInit };
  cwd?: string;
};

/** The last line a server printed: the message of a JSON log line, or the line itself. */
function lastWords(output: string): string {
  const line = output.trim().split("\n").at(-1) ?? "";
  try {
    return String((JSON.parse(line) as { msg?: unknown }).msg ?? line);
  } catch {
    return line;
  }
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (typeof address !== "object" || address === null) throw new Error("no free port");
  return address.port;
}

/** Starts one server as a child process on a free loopback port (given to it as PORT) and waits until it answers. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEEP_OUTPUT_CHARS));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = {
    name: options.name,
    baseUrl,
    pid: child.pid ?? 0,
    startMs: 0,
    output: () => output,
    stop: () => stopChild(child),
  };
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const code = child.exitCode ?? child.signalCode;
      throw new Error(`${options.name} exited (${code}) before it was ready: ${lastWords(output)}\n${output}`);
    }
    const status = await fetch(baseUrl + options.ready.path, options.ready.init).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) return { ...server, startMs: performance.now() - started };
    await sleep(POLL_INTERVAL_MS);
  }
  await server.stop();
  throw new Error(`${options.name} did not answer ${options.ready.path} within ${START_TIMEOUT_MS} ms:\n${output}`);
}

/** SIGTERM, then SIGKILL if it has not exited in time. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
