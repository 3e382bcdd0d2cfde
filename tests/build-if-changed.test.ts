import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIfChanged, STAMP_FILE } from "#scripts/build-if-changed.ts";

let root: string;
let builds: number;
let failNextBuild: boolean;

/** Stands in for `npm run build`: empties dist/ as Vite does, then writes two files. */
async function fakeBuild() {
  builds++;
  await rm(path.join(root, "dist"), { recursive: true, force: true });
  await mkdir(path.join(root, "dist/assets"), { recursive: true });
  await writeFile(path.join(root, "dist/index.html"), "<html></html>");
  if (failNextBuild) {
    failNextBuild = false;
    throw new Error("vite build failed");
  }
  await writeFile(path.join(root, "dist/assets/index.js"), `console.log(${builds})`);
}

const run = () => buildIfChanged({ root, build: fakeBuild });

async function write(file: string, content: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "bramble-build-if-changed-"));
  builds = 0;
  failNextBuild = false;
  await write("package.json", "{}");
  await write("vite.config.ts", "export default {}");
  await write("web/index.html", "<html></html>");
  await write("web/src/main.tsx", "render()");
  await write("schema/content/content.defaults.ts", "export const hero = 'Hi'");
  await write("README.md", "# Readme");
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("buildIfChanged", () => {
  it("builds when dist/ holds no build, and writes its stamp there", async () => {
    expect(await run()).toEqual({ built: true, reason: "dist/ holds no finished build" });
    expect(builds).toBe(1);
  });

  it("skips the second run when nothing changed", async () => {
    await run();
    expect(await run()).toEqual({
      built: false,
      reason: "its 5 input files are unchanged and dist/ is complete",
    });
    expect(builds).toBe(1);
  });

  it("builds again when a web source changed, naming it", async () => {
    await run();
    await write("web/src/main.tsx", "render(<App />)");
    expect(await run()).toEqual({ built: true, reason: "web/src/main.tsx changed since the last build" });
    expect(builds).toBe(2);
  });

  it("builds again when vite.config.ts, the lockfile or a shared schema file changed", async () => {
    await run();
    await write("vite.config.ts", "export default { ssr: {} }");
    await write("package-lock.json", "{}");
    await write("schema/content/content.defaults.ts", "export const hero = 'Hello'");
    expect(await run()).toEqual({
      built: true,
      reason: "package-lock.json and 2 more input file(s) changed since the last build",
    });
  });

  it("builds again when an input file was added or removed", async () => {
    await run();
    await write("web/src/pages/New.tsx", "export {}");
    expect((await run()).built).toBe(true);
    await rm(path.join(root, "web/src/pages/New.tsx"));
    expect(await run()).toEqual({ built: true, reason: "web/src/pages/New.tsx changed since the last build" });
    expect(builds).toBe(3);
  });

  it("skips when only files outside the inputs changed", async () => {
    await run();
    await write("README.md", "# Changed");
    await write("data/server.log", "started");
    await write("web/node_modules/some-package/index.js", "x");
    expect((await run()).built).toBe(false);
  });

  it("builds again when dist/ is gone", async () => {
    await run();
    await rm(path.join(root, "dist"), { recursive: true });
    expect(await run()).toEqual({ built: true, reason: "dist/ holds no finished build" });
  });

  it("builds again when a file of the build is missing", async () => {
    await run();
    await rm(path.join(root, "dist/assets/index.js"));
    expect(await run()).toEqual({
      built: true,
      reason: "dist/assets/index.js is missing or changed since the last build",
    });
  });

  it("builds again after a build that failed half-way", async () => {
    await run();
    await write("web/src/main.tsx", "broken(");
    failNextBuild = true;
    await expect(run()).rejects.toThrow("vite build failed");
    expect(await run()).toEqual({ built: true, reason: "dist/ holds no finished build" });
    expect(builds).toBe(3);
  });

  it("builds when the stamp is unreadable", async () => {
    await run();
    await writeFile(path.join(root, "dist", STAMP_FILE), "{not json");
    expect((await run()).built).toBe(true);
  });
});
