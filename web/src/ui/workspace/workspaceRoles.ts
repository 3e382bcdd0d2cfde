import type { WorkspaceRole } from "#web/graphql/generated/graphql.ts";

export { defaultWorkspaceName, roleWithArticle } from "#schema/workspaces/workspaces.text.ts";

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: "Owner", member: "Member" };
