import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./tests/support/chromium.ts";

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
});
