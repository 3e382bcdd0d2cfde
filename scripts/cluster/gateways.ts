import { mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PROJECT_ROOT } from "#prisma/project-root.ts";
import { isAlive, launch, type ClusterProcess } from "./child-process.ts";

const SERVER_BUNDLE = path.join(PROJECT_ROOT, "dist", ".server", "server.js");
/** The first gateway migrates and seeds an empty database, which takes longer than a later start. */
const READY_TIMEOUT_MS = 120_000;

/** Variables the caller's own environment must not hand the gateways: the cluster sets them. */
const SET_BY_CLUSTER = /^(DATABASE_|PORT$|HOST$|DATA_DIR$|SESSION_SECRET$|APP_URL$|ADMIN_|METRICS_TOKEN$|TRUST_PROXY$)/;

export type GatewaySpec = { index: number; port: number; dataDir: string; logFile: string };

/** Where gateway `index` (1-based) listens and keeps its files. */
export function gatewaySpec(folder: string, index: number, port: number): GatewaySpec {
  return {
    index,
    port,
    dataDir: path.join(folder, `gateway${index}`),
    logFile: path.join(folder, `gateway${index}.log`),
  };
}

/**
 * Starts the built server (`node dist/.server/server.js`) and waits until its /healthz answers 200:
 * it listens, and its database answers. LOG_LEVEL=warn leaves out the line saying it is running.
 */
export async function startGateway(spec: GatewaySpec, env: Record<string, string>): Promise<ClusterProcess> {
  mkdirSync(spec.dataDir, { recursive: true });
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SET_BY_CLUSTER.test(name)));
  const gateway = launch({
    name: `gateway${spec.index}`,
    command: process.execPath,
    args: [SERVER_BUNDLE],
    cwd: PROJECT_ROOT,
    logFile: spec.logFile,
    env: { ...inherited, ...env, HOST: "127.0.0.1", PORT: String(spec.port), DATA_DIR: spec.dataDir },
  });
  const url = `http://127.0.0.1:${spec.port}/healthz`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return gateway;
    if (!(await isAlive(gateway))) throw new Error(`gateway${spec.index} exited while starting: see ${spec.logFile}`);
    if (Date.now() > deadline) throw new Error(`gateway${spec.index} was not ready in time: see ${spec.logFile}`);
    await sleep(200);
  }
}
