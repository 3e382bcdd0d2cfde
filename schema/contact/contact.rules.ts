import { z } from "zod";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "#core/text.rules.ts";

// The contact form's rules, shared by the service and the web form (no server imports here).

export const CONTACT_LIMITS = { name: 200, email: MAX_EMAIL_LENGTH, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Please enter a subject",
  messageRequired: "Please enter a message",
} as const;

function requiredField(requiredMessage: string, max: number, label: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`);
}

/** The spec's rules in the spec's order, with its messages; blank means blank after trimming. */
export const contactMessageInput = z.object(
  {
    name: requiredField(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name, "Name"),
    email: z
      .string({ error: CONTACT_MESSAGES.emailRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.emailRequired)
      .regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid)
      .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`),
    subject: requiredField(CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject, "Subject"),
    message: requiredField(CONTACT_MESSAGES.messageRequired, CONTACT_LIMITS.message, "Message"),
  },
  { error: CONTACT_MESSAGES.nameRequired },
);
