import type { WorkspaceRole } from "../../../graphql/generated/graphql.ts";

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: "Owner", member: "Member" };

/** "an owner" / "a member", for sentences such as "bob is now an owner". */
export function roleWithArticle(role: WorkspaceRole): string {
  return role === "owner" ? "an owner" : "a member";
}

/** The server's rule for a new person's own workspace ("alice's workspace"). */
export function defaultWorkspaceName(username: string): string {
  return `${username}'s workspace`;
}
