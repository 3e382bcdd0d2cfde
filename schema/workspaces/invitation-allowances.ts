import type { Context, WorkspaceAccess } from "#core/context.ts";
import { RateLimitedError } from "#core/errors.ts";

// Every invitation mail (a new one or a resend) lands in someone else's inbox: these bound how many a
// workspace, and a person across all their workspaces, can send, and how often one invitation can be
// sent again. Counted per hour in the database, so several gateways share them.

export const INVITATIONS_PER_WORKSPACE_PER_HOUR = 20;
export const INVITATIONS_PER_INVITER_PER_HOUR = 10;
export const RESENDS_PER_INVITATION_PER_HOUR = 3;

function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export const INVITATION_LIMIT_MESSAGES = {
  workspace: (wait: string) =>
    `This workspace can send at most ${INVITATIONS_PER_WORKSPACE_PER_HOUR} invitations an hour. Try again in ${wait}.`,
  inviter: (wait: string) =>
    `You can send at most ${INVITATIONS_PER_INVITER_PER_HOUR} invitations an hour. Try again in ${wait}.`,
  resend: (wait: string) =>
    `An invitation can be sent again at most ${RESENDS_PER_INVITATION_PER_HOUR} times an hour. Try again in ${wait}.`,
} as const;

type Allowance = { key: string; perHour: number; message: (wait: string) => string };

/**
 * Counts one invitation mail against the workspace's and the inviter's hourly allowances (and, for a
 * resend, the invitation's), or throws RateLimitedError saying how long to wait. A refused mail is not
 * counted, so refused attempts never push the wait further.
 */
export async function spendInvitationAllowance(
  ctx: Context,
  access: WorkspaceAccess & { viewer: { id: string } },
  resentInvitationId?: string,
) {
  const allowances: Allowance[] = [
    ...(resentInvitationId
      ? [
          {
            key: `invitation-resends:${resentInvitationId}`,
            perHour: RESENDS_PER_INVITATION_PER_HOUR,
            message: INVITATION_LIMIT_MESSAGES.resend,
          },
        ]
      : []),
    {
      key: `workspace-invitations:${access.id}`,
      perHour: INVITATIONS_PER_WORKSPACE_PER_HOUR,
      message: INVITATION_LIMIT_MESSAGES.workspace,
    },
    {
      key: `inviter-invitations:${access.viewer.id}`,
      perHour: INVITATIONS_PER_INVITER_PER_HOUR,
      message: INVITATION_LIMIT_MESSAGES.inviter,
    },
  ];
  const keys = allowances.map(({ key }) => key);
  const uses = await ctx.allowances.use(keys);
  const exceeded = allowances.flatMap((allowance, index) => {
    const use = uses[index];
    return use && use.used > allowance.perHour ? [{ allowance, resetsAt: use.resetsAt }] : [];
  });
  const [first] = exceeded;
  if (!first) return;
  await ctx.allowances.giveBack(keys);
  const latest = Math.max(...exceeded.map(({ resetsAt }) => resetsAt.getTime()));
  const retryAfterSeconds = Math.max(1, Math.ceil((latest - Date.now()) / 1000));
  throw new RateLimitedError(first.allowance.message(inMinutes(retryAfterSeconds)), retryAfterSeconds);
}
