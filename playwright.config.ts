import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./tests/support/chromium.ts";

/**
 * Two projects, which `npm test` runs side by side as two Playwright processes, each with its own server
 * and database (the global setup runs once per process): the ones that only look (axe on every page,
 * theme and width, and the API reference, which is read-only and the heaviest page to scan) and the flows.
 * The flows share one admin and one landing page, and some change them, so they keep one worker; the
 * lookers need no turn with them. `npx playwright test` alone runs both projects against one server.
 */
const ACCESSIBILITY = ["accessibility.spec.ts", "api-reference.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: ".test-artifacts/playwright",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: "flows", testIgnore: ACCESSIBILITY, outputDir: ".test-artifacts/playwright-flows" },
    { name: "accessibility", testMatch: ACCESSIBILITY, outputDir: ".test-artifacts/playwright-accessibility" },
  ],
});
