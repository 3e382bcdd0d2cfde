import { requireOwner } from "#core/access/guards.ts";
import { recordWorkspaceEvent } from "#core/access/security-log.ts";
import { createTokenSecret, hashTokenSecret } from "#core/access/tokens.ts";
import type { Context } from "#core/context.ts";
import { ForbiddenError, ValidationError } from "#core/errors.ts";
import { exportEntries } from "./export-files.ts";
import { OWNERS_ONLY } from "#core/access/access.text.ts";
import { EXPORT_LINK_MINUTES, EXPORT_LINK_NOT_YOURS, INVALID_EXPORT_LINK } from "./workspaces.rules.ts";
import { zipChunks } from "./zip-stream.ts";

export const EXPORT_PATH = "/api/workspace/export";

function exportFilename(now: Date) {
  return `workspace-export-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * What exportWorkspace answers: a link to the download (GET /api/workspace/export), good once within a
 * few minutes, for the owner who asked, in this workspace. Owners only.
 */
export async function createExportLink(ctx: Context, now: Date = new Date()) {
  const access = requireOwner(ctx);
  const { secret, hash } = createTokenSecret();
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_MINUTES * 60_000);
  await ctx.db.token.create({
    data: { kind: "workspace_export", hash, userId: access.viewer.id, workspaceId: access.id, expiresAt },
  });
  return { url: `${ctx.appUrl}${EXPORT_PATH}?token=${secret}`, expiresAt, filename: exportFilename(now) };
}

/** Whose export of which workspace is being downloaded. */
type Exporter = { workspaceId: string; userId: string };

function ownExport(ctx: Context): Exporter {
  const { id, viewer } = requireOwner(ctx);
  return { workspaceId: id, userId: viewer.id };
}

/**
 * The workspace a link downloads, once: it must be unused and unexpired, its owner must still own the
 * workspace, and a signed-in caller must be that owner (a link that reached someone else's browser
 * does not open there).
 */
async function workspaceOfLink(ctx: Context, secret: string, now: Date): Promise<Exporter> {
  const token = await ctx.db.token.findUnique({ where: { hash: hashTokenSecret(secret) } });
  if (token?.kind !== "workspace_export" || !token.workspaceId || token.usedAt || token.expiresAt <= now) {
    throw new ValidationError(INVALID_EXPORT_LINK);
  }
  if (ctx.viewer && ctx.viewer.id !== token.userId) throw new ForbiddenError(EXPORT_LINK_NOT_YOURS);
  const membership = await ctx.db.membership.findUnique({
    where: { workspaceId_userId: { workspaceId: token.workspaceId, userId: token.userId } },
    include: { workspace: { select: { deletedAt: true } }, user: { select: { disabledAt: true } } },
  });
  if (membership?.role !== "owner" || membership.workspace.deletedAt || membership.user.disabledAt) {
    throw new ForbiddenError(OWNERS_ONLY);
  }
  const claimed = await ctx.db.token.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count === 0) throw new ValidationError(INVALID_EXPORT_LINK);
  return { workspaceId: token.workspaceId, userId: token.userId };
}

/**
 * Everything the workspace holds, as the legal pages promise: a zip with one CSV per record type,
 * members.csv and workspace.json (the workspace, its members and every record), streamed as it is
 * read. Opened by the link's token, or by an owner's own session without one. Every check runs before
 * the first byte, so a refusal is a plain 4xx answer. The download is logged in the workspace's
 * security log before it starts (the link is spent by then too).
 */
export async function openWorkspaceExport(ctx: Context, token: string | undefined, now: Date = new Date()) {
  const { workspaceId, userId } = token ? await workspaceOfLink(ctx, token, now) : ownExport(ctx);
  const workspaceDb = ctx.db.$forWorkspace(workspaceId);
  await recordWorkspaceEvent(ctx.client, workspaceDb, { kind: "workspace_exported", userId, actorId: userId });
  const [workspace, memberships] = await Promise.all([
    ctx.db.workspace.findUniqueOrThrow({ where: { id: workspaceId } }),
    ctx.db.membership.findMany({
      where: { workspaceId },
      include: { user: { select: { id: true, username: true, email: true } } },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const members = memberships.map(({ user, role, createdAt }) => ({ ...user, role, joinedAt: createdAt }));
  const entries = exportEntries(workspaceDb, { exportedAt: now, workspace, members });
  return { filename: exportFilename(now), chunks: zipChunks(entries) };
}
