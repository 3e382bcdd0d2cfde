import type { User } from "../../prisma/generated/prisma/client.ts";
import type { Context } from "../context.ts";
import { ForbiddenError, UnauthenticatedError } from "../errors.ts";

export function requireViewer(ctx: Context): User {
  if (!ctx.viewer) throw new UnauthenticatedError("Not signed in");
  return ctx.viewer;
}

export function requireAdmin(ctx: Context): User {
  const viewer = requireViewer(ctx);
  if (viewer.role !== "admin") throw new ForbiddenError("Admin access required");
  return viewer;
}
