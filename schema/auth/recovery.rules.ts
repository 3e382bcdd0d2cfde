import { z } from "zod";
import { emailAddress } from "#core/text.rules.ts";
import { password } from "./auth.rules.ts";
import { NO_RESET_TOKEN_MESSAGE } from "./recovery.text.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * The answers to the two "send me a link" forms read the same whether or not the address has an
 * account, so neither form tells a stranger who is registered.
 */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.";
export const VERIFICATION_RESENT_MESSAGE =
  "If an account waiting for verification uses that email address, we have sent it a new verification link.";
export const PASSWORD_RESET_MESSAGE = "Your password has been reset. Sign in with your new password.";

export const emailLinkRequest = z.object(
  { email: emailAddress("Email", "Please enter a valid email address") },
  { error: "Email is required" },
);

export const REVOKE_API_KEYS_RULE = "Revoke API keys must be true or false";

export const resetPasswordInput = z.object(
  {
    token: z.string({ error: NO_RESET_TOKEN_MESSAGE }).min(1, NO_RESET_TOKEN_MESSAGE),
    password,
    /** A reset often follows a stolen password, whose thief may have made keys: unless told not to, they go too. */
    revokeApiKeys: z
      .boolean({ error: REVOKE_API_KEYS_RULE })
      .nullish()
      .transform((revoke) => revoke ?? true)
      .meta({ description: "Also revoke every API key the account created (default true)." }),
  },
  { error: "Token and password are required" },
);

export type EmailLinkRequest = z.input<typeof emailLinkRequest>;
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;
