export type ContactFormValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

/** "Looks like name@host.tld": the same rule the server applies. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_FORM_MESSAGES = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Please enter a subject",
  messageRequired: "Please enter a message",
} as const;

/**
 * The first problem with the contact form, in the spec's order (name, email, email format,
 * subject, message), or null when it can be sent. A field of only spaces counts as blank.
 */
export function validateContactForm(values: Partial<ContactFormValues>): string | null {
  const name = values.name?.trim() ?? "";
  const email = values.email?.trim() ?? "";
  const subject = values.subject?.trim() ?? "";
  const message = values.message?.trim() ?? "";
  if (name === "") return CONTACT_FORM_MESSAGES.nameRequired;
  if (email === "") return CONTACT_FORM_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return CONTACT_FORM_MESSAGES.emailInvalid;
  if (subject === "") return CONTACT_FORM_MESSAGES.subjectRequired;
  if (message === "") return CONTACT_FORM_MESSAGES.messageRequired;
  return null;
}

/** The values as they are sent: trimmed. */
export function trimContactForm(values: ContactFormValues): ContactFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
