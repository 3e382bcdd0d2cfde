import { z } from "zod";
import { emailAddress, requiredText } from "#core/text.rules.ts";

// Sign-up and sign-in rules, shared by the services and the web forms (no server imports here).

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 256;

export const USERNAME_RULE_MESSAGE = "Username must be 3-32 characters: letters, digits, dots, underscores or hyphens";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

/** The password rule of sign-up, which a password reset also applies. */
export const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/**
 * A new password typed twice (sign-up, reset), checked in the spec's order: the two must match
 * before the password rule is applied. Only the browser sees the second copy.
 */
export const newPasswordPair = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine(({ password, confirmPassword }) => password === confirmPassword, PASSWORDS_DO_NOT_MATCH)
  .pipe(z.object({ password, confirmPassword: z.string() }));

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

/**
 * Who a sign-in names: an e-mail address (matched case-insensitively, as addresses are unique) or a
 * username (matched exactly, as usernames are unique). A username never holds "@", so the two cannot
 * be confused.
 */
export function signInName(name: string): { username: string } | { emailNormalized: string } {
  return name.includes("@") ? { emailNormalized: name.toLowerCase() } : { username: name };
}

export type RegisterInput = z.input<typeof registerInput>;
export type LoginInput = z.input<typeof loginInput>;
