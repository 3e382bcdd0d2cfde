import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder holding package.json. The server runs from its sources (`gateway/server.ts`) or from
 * its bundle (`dist/.server/server.js`), which sit at different depths: files the server reads or
 * starts at run time are found from here, never from the location of the module asking.
 */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);

/** A path inside the project, from its root: `fromProjectRoot("prisma", "migrations")`. */
export function fromProjectRoot(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
