/** Ctrl+K (Cmd+K on a Mac) opens the search palette anywhere in the shell. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";
}

/** How the shortcut is written on this platform: Apple keyboards have ⌘ where others use Ctrl. */
export function paletteShortcutLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? "⌘ K" : "Ctrl K";
}
