import type { WorkspaceAccess } from "../context.ts";
import { isUuid } from "../ids.ts";

/** Whether a user may be linked to this workspace's rows (as a task's assignee, say). */
export async function isMember(access: WorkspaceAccess, userId: string) {
  if (!isUuid(userId)) return false;
  const count = await access.db.membership.count({ where: { workspaceId: access.id, userId } });
  return count > 0;
}
