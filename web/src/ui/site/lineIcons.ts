import type { FeatureIcon } from "#schema/content/feature-icons.rules.ts";

/**
 * The public site's line icons, a few SVG path commands each: lighter on `/` than an icon module
 * apiece (@ant-design/icons ships each icon's full outline, and pulls antd's icon context in).
 */
export const LINE_ICON_PATHS = {
  contacts: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.6",
  pipeline: "M3 4h18l-7 8v6l-4 2v-8z",
  tasks: "M4 4h16v16H4zM8 12l3 3 5-6",
  timeline: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20M12 6v6l4 2",
  support: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM20 14h-3v5h3M20 19a3 3 0 0 1-3 3h-3",
  reports: "M4 20V10M10 20V4M16 20v-8M22 20H2",
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M5 5l14 14M19 5L5 19",
  play: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20M10 8l6 4-6 4z",
  moon: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z",
  sun: "M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4",
  chevron: "M9 5l7 7-7 7",
} as const satisfies Record<FeatureIcon, string> & Record<string, string>;

export type LineIconName = keyof typeof LINE_ICON_PATHS;

/** Whether the page can draw an icon of that name (the feature blocks' icons are checked by type). */
export function isLineIconName(name: unknown): name is LineIconName {
  return typeof name === "string" && Object.hasOwn(LINE_ICON_PATHS, name);
}
