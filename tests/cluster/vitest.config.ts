import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:cluster`: the tests of several gateways behind HAProxy, PgBouncer and a replica. One
 * cluster for every file (started by the global setup), so the files run one after another.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    globalSetup: ["tests/cluster/support/cluster-global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
