/** The Settings screen's tabs, in order; the open one is kept in the address (?tab=team). */
export const SETTINGS_TABS = [
  { key: "profile", label: "Profile" },
  { key: "preferences", label: "Preferences" },
  { key: "security", label: "Security" },
  { key: "workspace", label: "Workspace" },
  { key: "team", label: "Team" },
  { key: "api-keys", label: "API keys" },
  { key: "webhooks", label: "Webhooks" },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]["key"];

export function isSettingsTab(value: string | null): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab.key === value);
}

/** The address of a tab: the first one is plain /settings. */
export function settingsTabPath(tab: SettingsTab): string {
  return tab === "profile" ? "/settings" : `/settings?tab=${tab}`;
}
