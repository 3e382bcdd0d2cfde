import type { User } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceAccess } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import { workspaceAccess } from "#schema/workspaces/access.ts";

/** A workspace with `owner` as its owner, inserted directly (no sample data). */
export async function createWorkspace(db: Database, owner: User, name = `${owner.username}'s workspace`) {
  const workspace = await db.workspace.create({
    data: { name, memberships: { create: { userId: owner.id, role: "owner" } } },
  });
  return workspaceAccess(db, workspace, "owner");
}

/** The workspace a user signed into first (the one sign-in made for them), for inserting test rows. */
export async function workspaceOf(db: Database, username: string): Promise<WorkspaceAccess> {
  const membership = await db.membership.findFirstOrThrow({
    where: { user: { username } },
    include: { workspace: true },
    orderBy: { createdAt: "asc" },
  });
  return workspaceAccess(db, membership.workspace, membership.role);
}

export async function addMember(
  db: Database,
  access: WorkspaceAccess,
  user: User,
  role: "owner" | "member" = "member",
) {
  await db.membership.create({ data: { workspaceId: access.id, userId: user.id, role } });
}
