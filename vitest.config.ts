import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Node loads graphql's ESM build (index.mjs) for the packages the tests import natively; Vite would
 * hand the code under test its development build instead, and two copies of graphql refuse each
 * other's schema objects. Point both at the one file Node uses.
 */
const graphqlEntry = path.resolve(import.meta.dirname, "node_modules/graphql/index.mjs");

/**
 * A component test's React root can still hold scheduled work (an animation's timer, a toast closing)
 * when its file ends and jsdom is torn down; on a busy machine that work runs after the window is gone
 * and throws from inside React. It touches nothing but the vanished window, so it says nothing about
 * the code under test. Only that error, raised in react-dom or its scheduler, is left out.
 */
function isReactWorkAfterJsdomTeardown(error: Error): boolean {
  return (
    error.name === "ReferenceError" &&
    error.message === "window is not defined" &&
    /node_modules\/(react-dom|scheduler)\//.test(error.stack ?? "")
  );
}

const INCLUDE = ["{gateway,schema,prisma,web,tests}/**/*.test.{ts,tsx}"];
const EXCLUDE = ["**/node_modules/**", "dist/**", "tests/e2e/**", "tests/cluster/**"];

/**
 * The test files that need a module graph of their own: the web's (a DOM per file: jsdom, and React roots
 * a file leaves behind) and any that replaces a module (`vi.mock`: a module another file loaded first
 * would keep the real one, or keep the mock for the next file). Read from the files themselves, so a new
 * one is placed by what it does.
 */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|doUnmock)\(|@vitest-environment/;
const isolatedFiles = globSync(INCLUDE, { exclude: EXCLUDE }).filter(
  (file) => file.startsWith("web/") || NEEDS_ISOLATION.test(readFileSync(file, "utf8")),
);

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    onUnhandledError: (error) => !isReactWorkAfterJsdomTeardown(error),
    // expect.poll waits for a state; its default second is too short for a state a busy machine reaches
    // late (ten pooled connections asleep, a job run), and a test must not pass only when the machine is idle.
    expect: { poll: { timeout: 15_000 } },
    // The server's tests share one module graph per worker: each file used to import the whole app again
    // (a quarter of the suite's time went to imports). They start their own servers and databases and
    // read the process-wide metrics as growth, so nothing a file leaves in a module reaches the next.
    projects: [
      // Each project names its own files: `extends` would add a root include to each project's.
      { extends: true, test: { name: "isolated", include: isolatedFiles } },
      {
        extends: true,
        test: { name: "shared", include: INCLUDE, exclude: [...EXCLUDE, ...isolatedFiles], isolate: false },
      },
    ],
  },
});
