import { z } from "zod";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form's rules, in the spec's order and with its messages; blank means blank after trimming. */
export const contactMessageInput = z.object(
  {
    name: z
      .string({ error: "Please enter your name" })
      .trim()
      .min(1, "Please enter your name")
      .max(200, "Name must be at most 200 characters"),
    email: z
      .string({ error: "Please enter your email" })
      .trim()
      .min(1, "Please enter your email")
      .regex(EMAIL_PATTERN, "Please enter a valid email address")
      .max(254, "Email must be at most 254 characters"),
    subject: z
      .string({ error: "Please enter a subject" })
      .trim()
      .min(1, "Please enter a subject")
      .max(200, "Subject must be at most 200 characters"),
    message: z
      .string({ error: "Please enter a message" })
      .trim()
      .min(1, "Please enter a message")
      .max(5000, "Message must be at most 5000 characters"),
  },
  { error: "Please enter your name" },
);
