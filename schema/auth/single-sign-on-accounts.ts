import type { User } from "#prisma/generated/prisma/client.ts";
import type { Database } from "#core/db/db.ts";
import { isUniqueViolation } from "#core/db/prisma-errors.ts";
import type { ProviderIdentity } from "./oidc-client.ts";
import { enqueueAccountVerificationMail } from "./sign-up-mail.job.ts";
import { SingleSignOnError } from "./single-sign-on-error.ts";
import { usernameCandidate, usernameFromEmail } from "./single-sign-on-username.ts";

/** Names tried for a new account before giving up (ada, ada2 … ada100). */
const USERNAME_ATTEMPTS = 100;
/** Times the whole choice is made again when a concurrent sign-in or sign-up took a name, address or identity. */
const RACE_RETRIES = 3;

type Identity = ProviderIdentity & { email: string };

/**
 * The account a provider identity signs in to. Later sign-ins find it by issuer and subject, never by
 * address. A first one:
 * - links to the account that has the address, only when the provider says it verified the address
 *   (an unverified claim of a taken address is refused: it can neither link nor make a second account);
 * - otherwise creates an account (unless OIDC_CREATE_ACCOUNTS is false), named after the address's
 *   local part, without a password. An address the provider has not verified starts unverified, as a
 *   sign-up's does: its link is mailed, and the account signs in once it is opened. An unverified
 *   account already holding the address (a sign-up's, never proved) is replaced by one whose address
 *   the provider verified, as a completed sign-up replaces it.
 * The site admin's account is never linked: it keeps its password and second factor.
 */
export async function accountForIdentity(
  db: Database,
  identity: ProviderIdentity,
  createAccounts: boolean,
  retries = RACE_RETRIES,
): Promise<User> {
  const { issuer, subject } = identity;
  const linked = await db.singleSignOnIdentity.findUnique({
    where: { issuer_subject: { issuer, subject } },
    include: { user: true },
  });
  if (linked) return linked.user;
  if (!identity.email) throw new SingleSignOnError("no_email");
  const found = { ...identity, email: identity.email };
  try {
    return await firstSignIn(db, found, createAccounts);
  } catch (error) {
    if (!isUniqueViolation(error) || retries === 0) throw error;
    return accountForIdentity(db, identity, createAccounts, retries - 1);
  }
}

async function firstSignIn(db: Database, identity: Identity, createAccounts: boolean): Promise<User> {
  const emailNormalized = identity.email.toLowerCase();
  const holder = await db.user.findUnique({ where: { emailNormalized } });
  if (holder?.role === "admin") throw new SingleSignOnError("site_admin");
  if (holder && (holder.emailVerifiedAt || !identity.emailVerified)) {
    if (!identity.emailVerified) throw new SingleSignOnError("email_taken_unverified");
    await db.singleSignOnIdentity.create({
      data: { userId: holder.id, issuer: identity.issuer, subject: identity.subject },
    });
    return holder;
  }
  if (!createAccounts) throw new SingleSignOnError("creation_off");
  return createAccount(db, identity, emailNormalized, holder?.id ?? null);
}

/** A free username for the address: its local part, or that with the first free number appended. */
async function freeUsername(db: Database, email: string): Promise<string> {
  const base = usernameFromEmail(email);
  for (let attempt = 1; attempt <= USERNAME_ATTEMPTS; attempt++) {
    const username = usernameCandidate(base, attempt);
    const taken = await db.user.findFirst({
      where: { username: { equals: username, mode: "insensitive" } },
      select: { id: true },
    });
    if (!taken) return username;
  }
  throw new SingleSignOnError("failed");
}

async function createAccount(db: Database, identity: Identity, emailNormalized: string, replacing: string | null) {
  const username = await freeUsername(db, identity.email);
  return db.$transaction(async (tx) => {
    if (replacing) await tx.user.deleteMany({ where: { id: replacing, emailVerifiedAt: null } });
    const user = await tx.user.create({
      data: {
        username,
        email: identity.email,
        emailNormalized,
        passwordHash: null,
        emailVerifiedAt: identity.emailVerified ? new Date() : null,
        identities: { create: { issuer: identity.issuer, subject: identity.subject } },
      },
    });
    if (!identity.emailVerified) await enqueueAccountVerificationMail(tx, user.id);
    return user;
  });
}
