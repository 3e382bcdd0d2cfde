import { z } from "zod";
import { createTokenSecret } from "#core/access/tokens.ts";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJob, type SqlRunner } from "#core/jobs/job-queue.ts";
import { getCompanyName } from "#schema/content/content.service.ts";
import { invitationMail } from "./invitation-mail.ts";

export const INVITATION_MAIL = "invitation_mail";

const payloadSchema = z.object({ invitationId: z.uuid(), inviter: z.string() });

type InvitationToMail = z.infer<typeof payloadSchema>;

/**
 * Queued in the transaction that writes (or resends) the invitation: the mail goes out once it
 * commits. Each resend is a mail (as the owner expects), and each mail's link replaces the one before.
 */
export async function enqueueInvitationMail(tx: SqlRunner, invitation: InvitationToMail): Promise<void> {
  await enqueueJob(tx, INVITATION_MAIL, invitation);
}

/**
 * Mails the invitation, if it can still be accepted when the job runs. Its link's secret is made here,
 * so the queue never holds a live secret; a retry makes a new one, and the unsent one's hash is replaced.
 */
export function sendInvitationMail({ db, mailer, appUrl }: JobDeps) {
  return async (payload: unknown) => {
    const { invitationId, inviter } = payloadSchema.parse(payload);
    const { secret, hash } = createTokenSecret();
    const [invitation] = await db.invitation.updateManyAndReturn({
      where: { id: invitationId, acceptedAt: null, revokedAt: null, workspace: { deletedAt: null } },
      data: { hash },
      include: { workspace: { select: { name: true } } },
    });
    if (!invitation) return;
    await mailer.send(
      invitationMail({
        to: invitation.email,
        inviter,
        workspaceName: invitation.workspace.name,
        role: invitation.role,
        link: `${appUrl}/invite?token=${secret}`,
        productName: await getCompanyName(db),
      }),
    );
  };
}
