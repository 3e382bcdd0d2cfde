// Prints the gzip size of what the landing page (/) loads: the chunk of its HTML entry (landing.html,
// which the gateway renders `/` into), every chunk it imports statically, and their CSS. Lazy chunks
// (dynamic imports) are not counted: `/` does not load them. Exits non-zero when its JavaScript is
// over the budget. Run after `vite build` (npm run build does).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Issue #8: the JavaScript `/` needs, gzip. */
const BUDGET_KB = 120;
const LANDING_ENTRY = "landing.html";
const distDir = path.resolve(import.meta.dirname, "../dist");

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** The files `/` loads: the HTML entry's chunk, its static imports (transitively) and their CSS. */
export function landingFiles(manifest: Manifest): { js: string[]; css: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key === LANDING_ENTRY);
  if (!entryKey) throw new Error(`The manifest has no ${LANDING_ENTRY} entry: is build.manifest enabled?`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  return { js: [...js], css: [...css] };
}

function gzipKb(files: string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(path.join(distDir, file))).length, 0) / 1000;
}

const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
const files = landingFiles(manifest);
const jsKb = gzipKb(files.js);
const cssKb = gzipKb(files.css);
const totalKb = jsKb + cssKb;

console.log(
  `landing page (/) loads ${totalKb.toFixed(1)} kB gzip (JS ${jsKb.toFixed(1)} kB in ${files.js.length} files, CSS ${cssKb.toFixed(1)} kB inlined into the page)`,
);
if (jsKb > BUDGET_KB) {
  console.error(
    `Its JavaScript is over the landing page's budget of ${BUDGET_KB} kB gzip: check what web/src/ssr/hydrateLanding.tsx imports statically.`,
  );
  process.exitCode = 1;
}
