import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it by default: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** Steps accepted either side of the current one, for a phone's clock a little off. */
export const TOTP_WINDOW = 1;

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` address an authenticator app scans from the QR code; the app lists it under `issuer`. */
export function totpUrl(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    ...TOTP_SETTINGS,
  }).toString();
}

/** The time step a moment falls in. */
export function totpStep(now: number): number {
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: now });
}

/**
 * The time step of the code, when it is the secret's code for a step within the window around `now`;
 * null otherwise. Whether that step was used already is the caller's to check.
 */
export function totpCodeStep(secret: string, code: string, now: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    ...TOTP_SETTINGS,
    timestamp: now,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(now) + delta;
}

const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A recovery code: ten characters (50 bits) from an alphabet without look-alikes, shown as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const characters = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${characters.slice(0, 5).join("")}-${characters.slice(5).join("")}`;
}

/** A recovery code as typed, in the form it was hashed: lower case, without spaces or hyphens. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}
