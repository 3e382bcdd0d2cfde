import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PROJECT_ROOT, fromProjectRoot } from "#prisma/project-root.ts";
import { SERVER_BUNDLE } from "#scripts/build-server.ts";
import { BENCH_API_KEY, BENCH_USER } from "../bench-data.ts";
import { startChildServer, type ChildServer } from "./child-server.ts";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const POSTGRAPHILE_DIR = here("../postgraphile/");

/** Requests per API key per hour while the bench runs (the default of 1000 would end a load in a second). */
export const BENCH_API_RATE_LIMIT = 1_000_000_000;

export function startCeiling(databaseUrl: string): Promise<ChildServer> {
  return startChildServer({
    name: "ceiling",
    args: [here("./ceiling-server.ts")],
    env: { DATABASE_URL: databaseUrl },
    ready: { path: "/" },
  });
}

export function startFloor(databaseUrl: string): Promise<ChildServer> {
  return startChildServer({
    name: "floor",
    args: [here("./floor-server.ts")],
    env: { DATABASE_URL: databaseUrl },
    ready: { path: "/" },
  });
}

/** Express + pg with a bearer key, the page and its count: what an authenticated REST list costs at least. */
export function startAuthenticatedFloor(databaseUrl: string): Promise<ChildServer> {
  return startChildServer({
    name: "authenticated floor",
    args: [here("./authenticated-floor-server.ts")],
    env: { DATABASE_URL: databaseUrl },
    ready: { path: "/", init: { headers: { authorization: `Bearer ${BENCH_API_KEY.secret}` } } },
  });
}

/** Bare Yoga + pg: what a GraphQL list costs at least with Yoga. */
export function startYogaFloor(databaseUrl: string): Promise<ChildServer> {
  return startChildServer({
    name: "Yoga floor",
    args: [here("./yoga-floor-server.ts")],
    env: { DATABASE_URL: databaseUrl },
    ready: {
      path: "/graphql",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{__typename}"}' },
    },
  });
}

/** PostGraphile's own package (see postgraphile/server.mjs) is installed from its lockfile on first use. */
export async function installPostgraphile(log: (line: string) => void): Promise<void> {
  if (existsSync(path.join(POSTGRAPHILE_DIR, "node_modules/postgraphile/package.json"))) return;
  log("installing PostGraphile 5 for the bench: npm ci in tests/bench/postgraphile");
  const child = spawn("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: POSTGRAPHILE_DIR,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`npm ci in tests/bench/postgraphile ended with ${code}`);
}

export function startPostgraphile(databaseUrl: string): Promise<ChildServer> {
  return startChildServer({
    name: "PostGraphile 5",
    args: [path.join(POSTGRAPHILE_DIR, "server.mjs")],
    cwd: POSTGRAPHILE_DIR,
    env: { DATABASE_URL: databaseUrl, GRAPHILE_ENV: "production", NODE_ENV: "production" },
    ready: {
      path: "/graphql",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{__typename}"}' },
    },
  });
}

export type OurServer = ChildServer & { cookie: string };

/**
 * The server bundle as `npm start` runs it (the bench builds it first, as `npm start` does), in
 * production mode against the bench database, with a raised API rate limit and quiet logs (no line per
 * request). Started twice: the first start applies any new migration and warms the compile cache; the
 * second is the warm start reported, and the server that is measured. The bench user signs in for a
 * session cookie.
 */
export async function startOurServer(databaseUrl: string): Promise<OurServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bramble-bench-"));
  const start = () =>
    startChildServer({
      name: "Bramble",
      args: [fromProjectRoot(SERVER_BUNDLE)],
      cwd: PROJECT_ROOT,
      env: {
        DATABASE_URL: databaseUrl,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        SESSION_SECRET: "bench-session-secret-of-at-least-32-characters",
        API_RATE_LIMIT: String(BENCH_API_RATE_LIMIT),
        AUTH_RATE_LIMIT: "10000",
        LOG_LEVEL: "warn",
        DEMO_DATA: "false",
      },
      ready: { path: "/healthz" },
    });
  try {
    await (await start()).stop();
    const server = await start();
    const stop = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    try {
      return { ...server, stop, cookie: await signIn(server.baseUrl) };
    } catch (error) {
      await stop();
      throw error;
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: BENCH_USER.username, password: BENCH_USER.password }),
  });
  if (!response.ok) throw new Error(`the bench user could not sign in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
