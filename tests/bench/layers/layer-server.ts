/**
 * Our app for the bench's per-layer table (see layer-costs.ts): `buildApp` as gateway/server.ts builds it
 * (production mode, LOG_LEVEL=warn, the bench's raised API rate limit), without the job queue, with the
 * layers named in BENCH_WITHOUT (comma-separated) left out: any of BENCH_LAYERS, and `apiKey`, which
 * looks the bench key up once and then answers from memory (what the key's lookup costs). Run as a
 * child process with DATABASE_URL and PORT; only the bench starts it.
 */
import { createServer } from "node:http";
import { pino } from "pino";
import { BENCH_LAYERS, buildApp, type BenchLayer } from "#gateway/app.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { BENCH_API_RATE_LIMIT } from "../servers/bench-servers.ts";

const without = new Set((process.env.BENCH_WITHOUT ?? "").split(",").filter(Boolean));
const unknown = [...without].filter(
  (layer) => layer !== "apiKey" && !(BENCH_LAYERS as readonly string[]).includes(layer),
);
if (unknown.length) throw new Error(`unknown layer ${unknown.join(", ")}`);

/** The database, with the bench key's lookup remembered after its first answer when `apiKey` is left out. */
function database(): Database {
  const db = createDatabase(String(process.env.DATABASE_URL));
  if (!without.has("apiKey")) return db;
  const found = new Map<string, ReturnType<Database["$findApiKeyByHash"]>>();
  const remembered = (hash: string) => found.get(hash) ?? found.set(hash, db.$findApiKeyByHash(hash)).get(hash)!;
  return new Proxy(db, {
    get: (target, property) => (property === "$findApiKeyByHash" ? remembered : Reflect.get(target, property)),
  });
}

const log = pino({ level: "warn" });
const app = buildApp({
  db: database(),
  log,
  config: {
    appUrl: `http://127.0.0.1:${process.env.PORT}`,
    sessionSecret: "bench-session-secret-of-at-least-32-characters",
    authRateLimit: 10_000,
    apiRateLimit: BENCH_API_RATE_LIMIT,
    trustProxy: 0,
    demoData: false,
    webhooksAllowPrivateUrls: false,
  },
  benchWithout: new Set([...without].filter((layer): layer is BenchLayer => layer !== "apiKey")),
});
const server = createServer(app).listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
