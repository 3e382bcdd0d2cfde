// `npm start`'s first step: runs `npm run build` (the web app and the server bundle) only when the
// build's inputs changed since the last build, or when that build's output is missing or incomplete.
// After a successful build it writes a stamp into dist/ holding a hash of every input file and the
// size of every output file; the next start compares against it. Prints one line saying whether it built or skipped, and why.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PROJECT_ROOT } from "#prisma/project-root.ts";

export type BuildInputs = {
  /** Folders read whole (every file below them, node_modules aside), relative to the root. */
  folders: string[];
  /** Which files directly in the root count. */
  rootFiles: RegExp;
};

/**
 * Generous on purpose: a needless build costs seconds, a stale one serves an old app or runs an old
 * server. `web/` holds the client, index.html and the generated GraphQL types; `gateway/`, `schema/`
 * and `prisma/` are the server the bundle holds (the client also imports isomorphic rules from
 * `schema/`); `scripts/` holds the build's own steps; the root files are package.json, the lockfile
 * and every tool's config (vite.config.ts and any other build config among them).
 */
export const BUILD_INPUTS: BuildInputs = {
  folders: ["web", "gateway", "schema", "prisma", "scripts"],
  rootFiles: /\.(json|[cm]?[jt]s)$/,
};

export const STAMP_FILE = ".build-stamp.json";

type Stamp = { inputs: Record<string, string>; outputs: Record<string, number> };

export type BuildIfChangedOptions = {
  root: string;
  /** Runs the build, told why; rejects when it fails. */
  build: (reason: string) => Promise<void>;
  inputs?: BuildInputs;
  /** Relative to the root; the stamp is kept in it. */
  outDir?: string;
};

/** Whether it built, and why (a sentence without its full stop). */
export type BuildDecision = { built: boolean; reason: string };

export async function buildIfChanged({
  root,
  build,
  inputs = BUILD_INPUTS,
  outDir = "dist",
}: BuildIfChangedOptions): Promise<BuildDecision> {
  const outputDir = path.join(root, outDir);
  const stampFile = path.join(outputDir, STAMP_FILE);
  const current = await hashInputs(root, inputs);
  const reason = await reasonToBuild(current, outputDir, await readStamp(stampFile), outDir);
  if (reason === null) {
    const count = Object.keys(current).length;
    return { built: false, reason: `its ${count} input files are unchanged and ${outDir}/ is complete` };
  }
  // Gone before the build starts, so a build that fails half-way is never taken for a finished one.
  await rm(stampFile, { force: true });
  await build(reason);
  const stamp: Stamp = { inputs: current, outputs: await listOutputs(outputDir) };
  await writeFile(stampFile, JSON.stringify(stamp));
  return { built: true, reason };
}

/** Why the output cannot be reused, or null when it can. */
async function reasonToBuild(
  current: Record<string, string>,
  outputDir: string,
  stamp: Stamp | null,
  outDir: string,
): Promise<string | null> {
  if (stamp === null) return `${outDir}/ holds no finished build`;
  const changed = [
    ...Object.keys(current).filter((file) => stamp.inputs[file] !== current[file]),
    ...Object.keys(stamp.inputs).filter((file) => !(file in current)),
  ];
  if (changed.length > 0) {
    const more = changed.length > 1 ? ` and ${changed.length - 1} more input file(s)` : "";
    return `${changed[0]}${more} changed since the last build`;
  }
  for (const [file, size] of Object.entries(stamp.outputs)) {
    const found = await stat(path.join(outputDir, file)).catch(() => null);
    if (found?.size !== size) return `${outDir}/${file} is missing or changed since the last build`;
  }
  return null;
}

async function readStamp(stampFile: string): Promise<Stamp | null> {
  try {
    const stamp = JSON.parse(await readFile(stampFile, "utf8")) as Partial<Stamp>;
    if (typeof stamp.inputs !== "object" || typeof stamp.outputs !== "object") return null;
    if (stamp.inputs === null || stamp.outputs === null || Object.keys(stamp.outputs).length === 0) return null;
    return stamp as Stamp;
  } catch {
    return null;
  }
}

/** SHA-256 of each input file, by path relative to the root with forward slashes. */
async function hashInputs(root: string, inputs: BuildInputs): Promise<Record<string, string>> {
  const rootEntries = await readdir(root, { withFileTypes: true });
  const files = [
    ...rootEntries.filter((entry) => entry.isFile() && inputs.rootFiles.test(entry.name)).map((entry) => entry.name),
    ...(await Promise.all(inputs.folders.map((folder) => filesBelow(root, folder)))).flat(),
  ].sort();
  const hashes = await Promise.all(
    files.map(async (file) =>
      createHash("sha256")
        .update(await readFile(path.join(root, file)))
        .digest("hex"),
    ),
  );
  return Object.fromEntries(files.map((file, index) => [file, hashes[index] ?? ""]));
}

async function filesBelow(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesBelow(root, relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return nested.flat();
}

/** Size of each file the build wrote, the stamp aside. */
async function listOutputs(outputDir: string): Promise<Record<string, number>> {
  const files = (await filesBelow(outputDir, ".")).map((file) => file.slice(2)).filter((file) => file !== STAMP_FILE);
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(outputDir, file))).size));
  return Object.fromEntries(files.map((file, index) => [file, sizes[index] ?? 0]));
}

function runNpmBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

/**
 * What `npm start` runs first (and the bench, before it starts the server): builds when needed and
 * prints one line saying whether it built or skipped, and why.
 */
export async function buildForStart(root: string, log: (line: string) => void = console.log): Promise<void> {
  const { built, reason } = await buildIfChanged({
    root,
    build: async (why) => {
      log(`Building the web app and the server (npm run build): ${why}.`);
      await runNpmBuild(root);
    },
  });
  if (!built) log(`Build skipped: ${reason}.`);
}

if (import.meta.main) {
  try {
    await buildForStart(PROJECT_ROOT);
  } catch (error) {
    console.error(`Build failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
