import type { Logger } from "pino";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about, printed when there is no SMTP server to send it through. */
  link: string;
};

/**
 * Only jobs send mail (see job-list.ts): a request queues the mail's job in the transaction of its
 * write, so the mail goes out once that commits, and a failing SMTP server is retried by the queue.
 */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
};

export const PRINTED_MAIL_NOTICE =
  "E-mail is printed to this log, not sent: set SMTP_URL to send it. Each e-mail's link (account verification, password reset, invitations) appears here.";

/**
 * With an SMTP_URL the mail is sent; without one it is written to the log as a single line holding
 * the full link, so a fresh install can verify accounts from the server console. That outbox is the
 * one place a mail's link (and its token) may reach a log, and the server says so when it starts.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    log.warn(PRINTED_MAIL_NOTICE);
    return {
      async send(mail) {
        log.info(
          { to: mail.to, subject: mail.subject },
          `E-mail not sent (no SMTP_URL): ${mail.subject}: ${mail.link}`,
        );
      },
    };
  }
  // Loaded with the first mail rather than at start, where every module costs start-up time.
  const transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
  transport.catch(() => undefined); // A failure surfaces, and is handled, in send().
  return {
    async send(mail) {
      try {
        await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (error) {
        // Thrown on: the job that sends the mail fails, and the queue tries it again later.
        log.error({ err: error, to: mail.to }, "sending e-mail failed");
        throw error;
      }
    },
  };
}
