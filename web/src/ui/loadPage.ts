/**
 * Loads `path` as a fresh page. Used when the workspace changes: nothing cached for the previous
 * workspace (queries, forms, the shell's name) can survive a new page, so no screen shows it.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
