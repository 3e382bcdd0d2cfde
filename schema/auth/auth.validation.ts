import { z } from "zod";
import { emailAddress, requiredText } from "../text-rules.ts";

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 256;

export const USERNAME_RULE_MESSAGE = "Username must be 3-32 characters: letters, digits, dots, underscores or hyphens";

/** The password rule of sign-up, which a password reset also applies. */
export const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const registerInput = z.object(
  {
    username: requiredText("Username", 32).regex(/^[A-Za-z0-9._-]{3,32}$/, USERNAME_RULE_MESSAGE),
    email: emailAddress("Email", "Please enter a valid email address"),
    password,
    /** From an invitation link: the invite proves the address, so no verification mail is sent. */
    invitationToken: z.string({ error: "Invitation token must be text" }).nullish(),
  },
  { error: "Username, email and password are required" },
);

export const loginInput = z.object(
  {
    username: requiredText("Username", 254),
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .max(MAX_PASSWORD_LENGTH, "Invalid credentials"),
  },
  { error: "Username and password are required" },
);

export type RegisterInput = z.input<typeof registerInput>;
export type LoginInput = z.input<typeof loginInput>;
