import { createHash, randomBytes } from "node:crypto";

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A single-use secret for a link; only its hash is stored, so a database leak reveals no live link. */
export function createTokenSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: hashTokenSecret(secret) };
}

export function hashTokenSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
