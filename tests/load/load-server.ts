import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";

const MEMORY_REPORTER = fileURLToPath(new URL("./memory-reporter.ts", import.meta.url));

/**
 * How the server under load is configured, as an operator would run it for this traffic: production
 * mode, the default log level (one line per request), no sample data in new workspaces, and an API
 * allowance for scripts that call without pause: a client's key carries a request every second or two,
 * some thousands an hour, past the default 1,000 (for occasional integrations). AUTH_RATE_LIMIT keeps
 * its default (see load-setup.ts).
 */
export const LOAD_SERVER_SETTINGS = {
  NODE_ENV: "production",
  LOG_LEVEL: "info",
  DEMO_DATA: "false",
  API_RATE_LIMIT: "10000",
};

export type LoadServerProcess = {
  server: ServerProcess;
  baseUrl: string;
  /** Where the server keeps its files (its embedded PostgreSQL, unless DATABASE_URL is given) and its memory samples. */
  dataDir: string;
  memoryDir: string;
  stop(): Promise<void>;
};

/** The real server from its sources on a free loopback port, in a throwaway DATA_DIR, reporting its memory. */
export async function startLoadServer(env: Record<string, string> = {}): Promise<LoadServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bramble-load-"));
  const memoryDir = path.join(dataDir, "memory");
  await mkdir(memoryDir);
  const server = startServerProcess({
    ...LOAD_SERVER_SETTINGS,
    DATA_DIR: dataDir,
    LOAD_MEMORY_DIR: memoryDir,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${MEMORY_REPORTER}`].filter(Boolean).join(" "),
    ...env,
  });
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    return { server, baseUrl: await server.baseUrl, dataDir, memoryDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
