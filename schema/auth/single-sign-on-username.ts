// Usernames for accounts made at a single sign-on, from the e-mail address's local part, valid for the
// sign-up rule (auth.rules.ts: 3-32 letters, digits, dots, underscores or hyphens).

const MIN_LENGTH = 3;
const MAX_LENGTH = 32;
/** Used when the local part keeps too little once its other characters are dropped. */
const FALLBACK = "user";

/**
 * The username an address suggests: its local part (before the last "@"), lower-cased, accents taken off
 * letters and every other character the rule refuses dropped, cut to 32 characters. What keeps fewer
 * than 3 becomes "user" (or ends with "-user").
 */
export function usernameFromEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const localPart = at === -1 ? email : email.slice(0, at);
  const kept = localPart
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, MAX_LENGTH);
  if (kept.length >= MIN_LENGTH) return kept;
  return kept ? `${kept}-${FALLBACK}` : FALLBACK;
}

/**
 * The `attempt`-th choice for a base name: the base itself first, then the base with 2, 3… appended
 * (the base shortened so the whole stays within 32 characters).
 */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = String(attempt);
  return `${base.slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
}
