import { SETTINGS_TABS, settingsTabPath } from "#web/ui/settingsTabs.ts";
import { NAV_ENTRIES } from "./navigation.ts";

/** A screen the palette jumps to. */
export type GoToEntry = { label: string; path: string };

/** Every screen of the shell: the sidebar's, each settings tab, and the workspaces page. */
export const GO_TO_ENTRIES: readonly GoToEntry[] = [
  ...NAV_ENTRIES.map(({ label, path }) => ({ label, path })),
  ...SETTINGS_TABS.map(({ key, label }) => ({ label: `Settings › ${label}`, path: settingsTabPath(key) })),
  { label: "Workspaces", path: "/workspaces" },
];

/** The entries whose label holds the typed text, ignoring case; all of them for no text. */
export function goToEntriesFor(text: string): readonly GoToEntry[] {
  const needle = text.trim().toLowerCase();
  return needle === "" ? GO_TO_ENTRIES : GO_TO_ENTRIES.filter((entry) => entry.label.toLowerCase().includes(needle));
}
