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

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ["{gateway,schema,prisma,web,tests}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "dist/**", "tests/e2e/**", "tests/cluster/**"],
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    onUnhandledError: (error) => !isReactWorkAfterJsdomTeardown(error),
    // expect.poll waits for a state; its default second is too short for a state a busy machine reaches
    // late (ten pooled connections asleep, a job run), and a test must not pass only when the machine is idle.
    expect: { poll: { timeout: 15_000 } },
  },
});
