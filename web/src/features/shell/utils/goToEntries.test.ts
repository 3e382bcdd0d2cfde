import { describe, expect, it } from "vitest";
import { GO_TO_ENTRIES, goToEntriesFor } from "./goToEntries.ts";
import { NAV_ENTRIES } from "./navigation.ts";

describe("go to entries", () => {
  it("lists the sidebar's screens first, then each settings tab and the workspaces page", () => {
    expect(GO_TO_ENTRIES.slice(0, NAV_ENTRIES.length)).toEqual(NAV_ENTRIES.map(({ label, path }) => ({ label, path })));
    expect(GO_TO_ENTRIES.slice(NAV_ENTRIES.length)).toEqual([
      { label: "Settings › Profile", path: "/settings" },
      { label: "Settings › Preferences", path: "/settings?tab=preferences" },
      { label: "Settings › Security", path: "/settings?tab=security" },
      { label: "Settings › Workspace", path: "/settings?tab=workspace" },
      { label: "Settings › Team", path: "/settings?tab=team" },
      { label: "Settings › API keys", path: "/settings?tab=api-keys" },
      { label: "Settings › Webhooks", path: "/settings?tab=webhooks" },
      { label: "Workspaces", path: "/workspaces" },
    ]);
  });

  it("keeps the entries whose label holds the text, ignoring case and surrounding spaces", () => {
    expect(goToEntriesFor(" TEAM ").map((entry) => entry.label)).toEqual(["Settings › Team"]);
    expect(goToEntriesFor("work").map((entry) => entry.label)).toEqual(["Settings › Workspace", "Workspaces"]);
    expect(goToEntriesFor("zzz")).toEqual([]);
  });

  it("shows every entry for no text", () => {
    expect(goToEntriesFor("  ")).toBe(GO_TO_ENTRIES);
  });
});
