/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "b";
}
