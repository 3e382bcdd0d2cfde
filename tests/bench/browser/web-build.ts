import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** What the web build reads: the client, the isomorphic rules it imports from schema/, and its config. */
const INPUTS = ["web", "schema", "vite.config.ts", "package.json"];

async function newestChange(entry: string): Promise<number> {
  const info = await stat(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(
    children.filter((name) => name !== "node_modules").map((name) => newestChange(path.join(entry, name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** Runs `npx vite build` when dist/index.html is missing or older than any file the build reads. */
export async function buildWebIfStale(log: (line: string) => void): Promise<void> {
  const built = await stat(path.join(ROOT, "dist/index.html")).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  const changed = Math.max(...(await Promise.all(INPUTS.map((input) => newestChange(path.join(ROOT, input))))));
  if (built >= changed) return;
  log(built === 0 ? "dist/ is missing: npx vite build" : "dist/ is older than the web sources: npx vite build");
  const child = spawn("npx", ["vite", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`npx vite build ended with ${code}`);
}
