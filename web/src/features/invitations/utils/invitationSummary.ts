import type { WorkspaceRole } from "#web/graphql/generated/graphql.ts";
import { roleWithArticle } from "#web/ui/workspace/workspaceRoles.ts";

export type InvitationSummaryInput = {
  invitedBy: string | null;
  workspaceName: string;
  role: WorkspaceRole;
};

/** "alice invited you to join Acme as a member." (the inviter's account may since have gone). */
export function invitationSummary({ invitedBy, workspaceName, role }: InvitationSummaryInput): string {
  const who = invitedBy ? `${invitedBy} invited you` : "You are invited";
  return `${who} to join ${workspaceName} as ${roleWithArticle(role)}.`;
}
