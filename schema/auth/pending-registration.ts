import type { PendingRegistration } from "#prisma/generated/prisma/client.ts";
import { lockUntilCommit } from "#core/db/advisory-lock.ts";
import type { Database, DatabaseTransaction } from "#core/db/db.ts";
import { createTokenSecret, VERIFICATION_TOKEN_TTL_MS } from "#core/access/tokens.ts";

type Client = Database | DatabaseTransaction;

export type NewAccount = Pick<PendingRegistration, "username" | "email" | "emailNormalized" | "passwordHash">;

/** How long a sign-up outlives its expired link, so its owner can still ask for a fresh one. */
const KEPT_AFTER_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores a sign-up waiting for its address, with the username and password it was made with, and
 * returns its id. Its link's secret is made when the mail goes out (sign-up-mail.job.ts): until then it
 * holds the hash of a secret nobody has. Sign-ups whose link expired long ago go meanwhile.
 */
export async function storePendingRegistration(db: Client, account: NewAccount): Promise<string> {
  const now = Date.now();
  await db.pendingRegistration.deleteMany({ where: { expiresAt: { lt: new Date(now - KEPT_AFTER_EXPIRY_MS) } } });
  const { hash } = createTokenSecret();
  const { id } = await db.pendingRegistration.create({
    data: { ...account, hash, expiresAt: new Date(now + VERIFICATION_TOKEN_TTL_MS) },
    select: { id: true },
  });
  return id;
}

/** The latest sign-up still waiting under this username or for this address (expired links included). */
export function newestPendingRegistration(db: Client, where: { username: string } | { emailNormalized: string }) {
  return db.pendingRegistration.findFirst({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export type Completion = "completed" | "invalid" | "usernameTaken" | "addressTaken";

/**
 * Opens a sign-up's link: creates the account with the username and password this link carries, and
 * discards every other sign-up waiting for the address (and an unverified account of it from before
 * pending sign-ups), so nobody else's registration of the address can ever be completed by it. The
 * link is claimed by deleting it, which makes it single-use even under concurrent clicks. A name or
 * address an account took meanwhile ends the sign-up: its link could never succeed.
 */
export async function completeRegistration(db: DatabaseTransaction, hash: string): Promise<Completion> {
  const registration = await db.pendingRegistration.findUnique({ where: { hash } });
  if (!registration || registration.expiresAt <= new Date()) return "invalid";
  const { username, email, emailNormalized, passwordHash } = registration;
  // Two links of one address opened at once take turns: the second finds itself discarded.
  await lockUntilCommit(db, `sign-up:${emailNormalized}`);
  const { count } = await db.pendingRegistration.deleteMany({ where: { id: registration.id } });
  if (count === 0) return "invalid";
  const addressHolder = await db.user.findUnique({ where: { emailNormalized } });
  const nameHolder = await db.user.findUnique({ where: { username } });
  if (addressHolder?.emailVerifiedAt) {
    await db.pendingRegistration.deleteMany({ where: { emailNormalized } });
    return "addressTaken";
  }
  if (nameHolder && nameHolder.id !== addressHolder?.id) return "usernameTaken";
  if (addressHolder) await db.user.delete({ where: { id: addressHolder.id } });
  await db.pendingRegistration.deleteMany({ where: { emailNormalized } });
  await db.user.create({ data: { username, email, emailNormalized, passwordHash, emailVerifiedAt: new Date() } });
  return "completed";
}
