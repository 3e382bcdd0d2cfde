import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundariesConfig } from "./eslint.boundaries.ts";

/**
 * The database layer: the only files that may run SQL of their own ($queryRaw, $executeRaw, their
 * Unsafe forms, Prisma.raw). Everything else runs SQL through its helpers: a workspace's data through
 * the workspace client's $queryWorkspace / $executeWorkspace (the workspace comes from the client,
 * never from a caller), jobs through enqueueJob, locks through lockUntilCommit. Elsewhere Prisma.sql
 * may build a statement for those helpers; it cannot run one.
 */
const DATABASE_LAYER_FILES = [
  // The database client, the workspace scope ($queryWorkspace, $executeWorkspace) and the advisory locks.
  "schema/core/db/**",
  // Lists and search ranking: SQL fragments for $queryWorkspace (Prisma.raw of a table's name).
  "schema/core/lists/**",
  // The job queue: bramble_enqueue, and the worker's own connections.
  "schema/core/jobs/**",
  // Replica routing reads the WAL positions of the primary and the replica.
  "schema/core/replica/**",
  // The gateway's own tables and probes: rate-limit counters, the health check, the metrics' counts.
  "gateway/rate-limit-store.ts",
  "gateway/health.ts",
  "gateway/metrics/database-collectors.ts",
];

/** SQL run by hand, refused outside DATABASE_LAYER_FILES (tests, scripts, benches and prisma/ are outside this rule). */
const RAW_SQL = [
  {
    selector: "MemberExpression[property.name=/^\\$(queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)$/]",
    message:
      "Raw SQL runs only in the database layer (DATABASE_LAYER_FILES in eslint.config.ts): use the workspace client's $queryWorkspace / $executeWorkspace, or a helper of that layer.",
  },
  {
    selector: "MemberExpression[object.name='Prisma'][property.name='raw']",
    message: "Prisma.raw puts text into SQL unescaped: only the database layer (DATABASE_LAYER_FILES) may use it.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "data",
      "prisma/generated",
      "web/src/graphql/generated",
      "gateway/metrics/generated",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    files: ["schema/**/*.ts", "gateway/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: [...DATABASE_LAYER_FILES, "**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...RAW_SQL] },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundariesConfig,
);
