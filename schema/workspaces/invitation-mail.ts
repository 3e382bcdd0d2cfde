import type { OutgoingMail } from "#core/mail/mailer.ts";
import type { WorkspaceRoleName } from "./workspaces.text.ts";
import { roleWithArticle } from "./workspaces.text.ts";
import { INVITATION_TTL_DAYS } from "./workspaces.rules.ts";

/**
 * Text someone else chose (a workspace's name, a username), made safe to show inside a plain-text mail:
 * on one line (no line of its own that could pass for ours), and with what a mail client would turn
 * into a link defanged (`evil[.]example`, `https[:]//`, `name[@]host`), so the mail's one link is ours.
 */
export function unlinkedText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\.(?=[\p{L}\p{N}])/gu, "[.]")
    .replace(/:\/\//g, "[:]//")
    .replace(/@/g, "[@]");
}

/** The invitation mail. The workspace's name is quoted plain text, never a link: its owner chose it. */
export function invitationMail(invitation: {
  to: string;
  inviter: string;
  workspaceName: string;
  role: WorkspaceRoleName;
  link: string;
  /** The company name of the site settings. */
  productName: string;
}): OutgoingMail {
  const workspace = `"${unlinkedText(invitation.workspaceName)}"`;
  return {
    to: invitation.to,
    subject: `You are invited to ${workspace}`,
    text: `Hello,\n\n${unlinkedText(invitation.inviter)} invited you to join ${workspace} on ${invitation.productName} as ${roleWithArticle(invitation.role)}.\nAccept the invitation:\n${invitation.link}\n\nThe link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    link: invitation.link,
  };
}
