// Words about workspaces that the server and the web both show (no imports: the web bundles this file).

export type WorkspaceRoleName = "owner" | "member";

/** The name of the workspace a person gets at first sign-in (they rename it in Settings). */
export function defaultWorkspaceName(username: string): string {
  return `${username}'s workspace`;
}

/** "an owner" / "a member", for sentences such as "bob is now an owner". */
export function roleWithArticle(role: WorkspaceRoleName): string {
  return role === "owner" ? "an owner" : "a member";
}
