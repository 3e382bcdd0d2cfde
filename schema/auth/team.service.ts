import type { Context } from "../context.ts";
import { requireViewer } from "./guards.ts";

/** Everyone who can sign in: the people tasks can be assigned to. */
export async function listTeamMembers(ctx: Context) {
  requireViewer(ctx);
  return ctx.db.user.findMany({ where: { emailVerifiedAt: { not: null } }, orderBy: { username: "asc" } });
}
