export const WORKSPACES_PATH = "/workspaces";

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * Where to send someone who lost their workspace while using the app (removed by an owner, or the
 * workspace was deleted): the workspace chooser, whose viewer query then tells them why. Null when
 * the error is about something else, when they are on the chooser already, or on admin pages, which
 * work without a workspace.
 */
export function workspaceChooserPathAfterLoss(options: {
  pathname: string;
  errorCodes: readonly unknown[];
}): string | null {
  const { pathname, errorCodes } = options;
  if (!errorCodes.includes("WORKSPACE_REQUIRED")) return null;
  if (pathname === WORKSPACES_PATH || isAdminPath(pathname)) return null;
  return WORKSPACES_PATH;
}
