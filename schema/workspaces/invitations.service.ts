import type { Invitation, Prisma, User } from "#prisma/generated/prisma/client.ts";
import { requireOwner, requireSessionViewer } from "#core/access/guards.ts";
import { createTokenSecret, hashTokenSecret } from "#core/access/tokens.ts";
import { recordJoin } from "#core/access/security-log.ts";
import type { ClientInfo, Context } from "#core/context.ts";
import type { Database, DatabaseTransaction as Transaction } from "#core/db/db.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "#core/errors.ts";
import { isUuid } from "#core/ids.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import { enterWorkspace, workspaceAccess } from "./access.ts";
import { describeWorkspace } from "./workspaces.service.ts";
import { spendInvitationAllowance } from "./invitation-allowances.ts";
import { enqueueInvitationMail } from "./invitation-mail.job.ts";
import { DAY_MS, INVITATION_NOT_FOUND, INVITATION_TTL_DAYS, invitationInput } from "./workspaces.rules.ts";
import { listLimit, type LimitArgs } from "#core/lists/list-size.ts";

export const INVITATION_INVALID = "This invitation link is not valid";
export const INVITATION_REVOKED = "This invitation has been revoked";
export const INVITATION_USED = "This invitation has already been used";
export const INVITATION_EXPIRED = "This invitation has expired. Ask the workspace owner to send a new one.";
export const INVITATION_OTHER_EMAIL = "This invitation was sent to another email address";
export const ALREADY_A_MEMBER = "You are already a member of this workspace";

function expiry(now: Date) {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

/** Pending: neither accepted nor revoked. An expired one stays listed so its owner can resend it. */
const PENDING = { acceptedAt: null, revokedAt: null } as const;

type InvitationSelection = Selection<Prisma.InvitationFindManyArgs>;

export async function listInvitations(ctx: Context, { first }: LimitArgs = {}, query: InvitationSelection = {}) {
  const { id } = requireOwner(ctx);
  return ctx.db.invitation.findMany({
    ...query,
    where: { workspaceId: id, ...PENDING },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: listLimit(first),
  });
}

/**
 * Writes the invitation and queues its mail in one transaction: the mail goes out once it commits.
 * Until the mail is made (invitation-mail.job.ts), the invitation holds the hash of a secret nobody
 * has, so a resent invitation's old link stops working at once.
 */
async function sendInvitation(
  ctx: Context,
  write: (tx: Transaction, hash: string, expiresAt: Date) => Promise<Invitation>,
) {
  const { hash } = createTokenSecret();
  const access = requireOwner(ctx);
  return ctx.db.$transaction(async (tx) => {
    const invitation = await write(tx, hash, expiry(new Date()));
    // By its hash: the invitation's id may not be among the fields GraphQL selected.
    const { id } = await tx.invitation.findUniqueOrThrow({ where: { hash }, select: { id: true } });
    await enqueueInvitationMail(tx, { invitationId: id, inviter: access.viewer.username });
    return invitation;
  });
}

export async function inviteMember(ctx: Context, input: unknown, query: InvitationSelection = {}) {
  const access = requireOwner(ctx);
  const { email, role } = parseInput(invitationInput, input);
  const emailNormalized = email.toLowerCase();
  const member = await ctx.db.membership.count({
    where: { workspaceId: access.id, user: { emailNormalized } },
  });
  if (member > 0) throw new ConflictError(`${email} is already a member of this workspace`);
  const pending = await ctx.db.invitation.count({
    where: { workspaceId: access.id, emailNormalized, ...PENDING, expiresAt: { gt: new Date() } },
  });
  if (pending > 0) throw new ConflictError(`An invitation to ${email} is already pending`);
  await spendInvitationAllowance(ctx, access);
  return sendInvitation(ctx, (tx, hash, expiresAt) =>
    tx.invitation.create({
      ...query,
      data: { workspaceId: access.id, email, emailNormalized, role, hash, expiresAt, invitedById: access.viewer.id },
    }),
  );
}

async function findPending(ctx: Context, id: string) {
  const { id: workspaceId } = requireOwner(ctx);
  const invitation = isUuid(id) ? await ctx.db.invitation.findFirst({ where: { id, workspaceId } }) : null;
  if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
  if (invitation.acceptedAt) throw new ConflictError(INVITATION_USED);
  if (invitation.revokedAt) throw new ConflictError(INVITATION_REVOKED);
  return invitation;
}

/** A fresh link with a fresh 7 days; the old link stops working. */
export async function resendInvitation(ctx: Context, id: string, query: InvitationSelection = {}) {
  const access = requireOwner(ctx);
  const invitation = await findPending(ctx, id);
  await spendInvitationAllowance(ctx, access, invitation.id);
  return sendInvitation(ctx, (tx, hash, expiresAt) =>
    tx.invitation.update({ ...query, where: { id }, data: { hash, expiresAt } }),
  );
}

export async function revokeInvitation(ctx: Context, id: string, query: InvitationSelection = {}) {
  await findPending(ctx, id);
  return ctx.db.invitation.update({ ...query, where: { id }, data: { revokedAt: new Date() } });
}

/**
 * Revokes the pending invitations someone sent, in one workspace or (without one) in all, once they lose
 * their access: a link they sent must not let anyone in after them.
 */
export async function revokeInvitationsSentBy(
  db: Pick<Transaction, "invitation">,
  inviterId: string,
  workspaceId?: string,
) {
  await db.invitation.updateMany({
    where: { invitedById: inviterId, ...(workspaceId ? { workspaceId } : {}), ...PENDING },
    data: { revokedAt: new Date() },
  });
}

/** The invitation a link holds, if it can still be accepted; otherwise a message saying why not. */
async function usableInvitation(db: Database | Transaction, token: string | null | undefined) {
  const invitation = token
    ? await db.invitation.findUnique({ where: { hash: hashTokenSecret(token) }, include: { workspace: true } })
    : null;
  if (!invitation || invitation.workspace.deletedAt) throw new ValidationError(INVITATION_INVALID);
  if (invitation.revokedAt) throw new ValidationError(INVITATION_REVOKED);
  if (invitation.acceptedAt) throw new ValidationError(INVITATION_USED);
  if (invitation.expiresAt <= new Date()) throw new ValidationError(INVITATION_EXPIRED);
  return invitation;
}

/** What the invitation page shows before anyone signs in: the workspace, the address and the role. */
export async function previewInvitation(ctx: Context, token: string) {
  const invitation = await usableInvitation(ctx.db, token);
  const invitedBy = invitation.invitedById
    ? await ctx.db.user.findUnique({ where: { id: invitation.invitedById }, select: { username: true } })
    : null;
  return {
    workspaceName: invitation.workspace.name,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitedBy?.username ?? null,
    expiresAt: invitation.expiresAt,
  };
}

/** Throws unless the link holds an invitation that can still be accepted, sent to this address. */
export async function checkInvitationFor(db: Database | Transaction, token: string, emailNormalized: string) {
  const invitation = await usableInvitation(db, token);
  if (invitation.emailNormalized !== emailNormalized) throw new ForbiddenError(INVITATION_OTHER_EMAIL);
  return invitation;
}

/**
 * Claims the invitation for `user` and makes them a member, in the caller's transaction, and logs it in
 * the workspace's security log. The conditional update makes the link single-use even when it is
 * opened twice at once.
 */
export async function joinByInvitation(
  tx: Transaction,
  token: string,
  user: Pick<User, "id" | "emailNormalized" | "username">,
  client: ClientInfo,
) {
  const invitation = await checkInvitationFor(tx, token, user.emailNormalized);
  const existing = await tx.membership.count({ where: { workspaceId: invitation.workspaceId, userId: user.id } });
  if (existing > 0) throw new ConflictError(ALREADY_A_MEMBER);
  const { count } = await tx.invitation.updateMany({
    where: { id: invitation.id, ...PENDING },
    data: { acceptedAt: new Date() },
  });
  if (count === 0) throw new ValidationError(INVITATION_USED);
  await tx.membership.create({ data: { workspaceId: invitation.workspaceId, userId: user.id, role: invitation.role } });
  await recordJoin(client, tx, invitation.workspaceId, {
    kind: "member_added",
    userId: user.id,
    actorId: user.id,
    detail: { username: user.username, role: invitation.role },
  });
  return invitation;
}

export async function acceptInvitation(ctx: Context, token: string) {
  const viewer = requireSessionViewer(ctx);
  const invitation = await ctx.db.$transaction((tx) => joinByInvitation(tx, token, viewer, ctx.client));
  const access = workspaceAccess(ctx.db, invitation.workspace, invitation.role);
  await enterWorkspace(ctx, access);
  return describeWorkspace(access);
}
