import { describe, expect, it } from "vitest";
import { isSettingsTab, settingsTabPath } from "./settingsTabs.ts";

describe("settings tabs", () => {
  it("knows its tabs and nothing else", () => {
    expect(isSettingsTab("api-keys")).toBe(true);
    expect(isSettingsTab("security")).toBe(true);
    expect(isSettingsTab("billing")).toBe(false);
    expect(isSettingsTab(null)).toBe(false);
  });

  it("addresses the first tab as plain /settings and the others by ?tab=", () => {
    expect(settingsTabPath("profile")).toBe("/settings");
    expect(settingsTabPath("team")).toBe("/settings?tab=team");
  });
});
