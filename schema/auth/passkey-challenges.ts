import type { Context } from "#core/context.ts";

/** How long a browser has to answer a passkey challenge (as a half-done sign-in waits for its second factor). */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

/**
 * What a challenge is for: adding a passkey, a sign-in with a passkey alone, the second step of one, or
 * a signed-in person proving they hold one of their passkeys (for new recovery codes).
 */
export type ChallengePurpose = "registration" | "sign_in" | "second_factor" | "proof";

/**
 * Keeps the challenge just handed to this browser: a row (with its purpose, the account when there is
 * one, and its expiry) named by the browser's sealed cookie. A browser holds one challenge at a time:
 * its previous one, and every expired one, are deleted.
 */
export async function rememberChallenge(
  ctx: Context,
  purpose: ChallengePurpose,
  userId: string | null,
  challenge: string,
  now = Date.now(),
) {
  const previous = ctx.session.passkeyChallengeId;
  const row = await ctx.db.$transaction(async (tx) => {
    await tx.passkeyChallenge.deleteMany({
      where: { OR: [{ expiresAt: { lte: new Date(now) } }, ...(previous ? [{ id: previous }] : [])] },
    });
    return tx.passkeyChallenge.create({
      data: { challenge, purpose, userId, expiresAt: new Date(now + PASSKEY_CHALLENGE_MS) },
      select: { id: true },
    });
  });
  ctx.session.passkeyChallengeId = row.id;
  await ctx.session.save();
}

/**
 * Takes this browser's challenge for `purpose` (and account): its row is deleted whatever the answer
 * turns out to be, so a challenge is used once, even by a copy of the cookie. Null when the browser
 * holds none, or it was for something else, another account, or has expired.
 */
export async function takeChallenge(
  ctx: Context,
  purpose: ChallengePurpose,
  userId: string | null,
  now = Date.now(),
): Promise<string | null> {
  const id = ctx.session.passkeyChallengeId;
  if (!id) return null;
  delete ctx.session.passkeyChallengeId;
  await ctx.session.save();
  const row = await ctx.db.passkeyChallenge.findUnique({ where: { id } });
  const { count } = await ctx.db.passkeyChallenge.deleteMany({ where: { id } });
  if (!row || count !== 1) return null;
  if (row.purpose !== purpose || row.userId !== userId || row.expiresAt.getTime() <= now) return null;
  return row.challenge;
}
