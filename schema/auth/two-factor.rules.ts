import { z } from "zod";
import { authenticationCredential } from "./passkeys.rules.ts";

// Two-factor rules and messages, shared by the services and the web forms (no server imports here).

export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;

export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes";
export const ONE_OF_CODE_OR_RECOVERY_CODE = "Send either a code, a recovery code or a passkey";
export const TRUST_BROWSER_MESSAGE = "trustBrowser must be true or false";
export const ONE_OF_CODE_OR_PASSKEY = "Send either a code or a passkey";

/** A code as typed: spaces (some apps show "123 456") are dropped before the six digits are checked. */
export const totpCode = z
  .string({ error: TOTP_CODE_MESSAGE })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

/** The body of every signed-in two-factor change (confirm, turn off, new recovery codes). */
export const totpCodeInput = z.object({ code: totpCode }, { error: TOTP_CODE_MESSAGE });

const recoveryCode = z.string({ error: RECOVERY_CODE_MESSAGE }).trim().min(1, RECOVERY_CODE_MESSAGE).max(64);

/**
 * The second step of a sign-in: a code from the authenticator, one of the recovery codes, or a
 * passkey's answer to the challenge of `POST /api/auth/login/two-factor/passkey-options`; with
 * `trustBrowser`, later password sign-ins from this browser skip the step for 30 days.
 */
export const twoFactorLoginInput = z
  .object(
    {
      code: totpCode.nullish(),
      recoveryCode: recoveryCode.nullish(),
      passkey: authenticationCredential.nullish(),
      trustBrowser: z.boolean({ error: TRUST_BROWSER_MESSAGE }).nullish(),
    },
    { error: ONE_OF_CODE_OR_RECOVERY_CODE },
  )
  .refine(
    ({ code, recoveryCode, passkey }) => [code, recoveryCode, passkey].filter((answer) => answer != null).length === 1,
    ONE_OF_CODE_OR_RECOVERY_CODE,
  );

export type TotpCodeInput = z.input<typeof totpCodeInput>;
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginInput>;

/**
 * New recovery codes: a current code of the authenticator, or, for an account whose second factor is
 * passkeys, a passkey's answer to the challenge of `POST /api/user/two-factor/passkey-options`.
 */
export const recoveryCodesInput = z
  .object({ code: totpCode.nullish(), passkey: authenticationCredential.nullish() }, { error: ONE_OF_CODE_OR_PASSKEY })
  .refine(({ code, passkey }) => (code == null) !== (passkey == null), ONE_OF_CODE_OR_PASSKEY);

export type RecoveryCodesInput = z.input<typeof recoveryCodesInput>;
