import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Node loads graphql's ESM build (index.mjs) for the packages the tests import natively; Vite would
 * hand the code under test its development build instead, and two copies of graphql refuse each
 * other's schema objects. Point both at the one file Node uses.
 */
const graphqlEntry = path.resolve(import.meta.dirname, "node_modules/graphql/index.mjs");

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ["{gateway,schema,prisma,web,tests}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "dist/**", "tests/e2e/**"],
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
