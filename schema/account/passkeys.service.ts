import type { Passkey } from "#prisma/generated/prisma/client.ts";
import { requireSessionViewer } from "#core/access/guards.ts";
import { recordAccountEvent } from "#core/access/security-log.ts";
import type { Context } from "#core/context.ts";
import { ConflictError, NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { parseInput } from "#core/validation.ts";
import { rememberChallenge, takeChallenge } from "#schema/auth/passkey-challenges.ts";
import {
  addPasskeyInput,
  MAX_PASSKEYS,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_CHALLENGE_GONE,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_REGISTERED,
  renamePasskeyInput,
  TOO_MANY_PASSKEYS,
} from "#schema/auth/passkeys.rules.ts";
import { forgetSecondFactorExtras, replaceRecoveryCodes, type Transaction } from "#schema/auth/two-factor.service.ts";
import { registrationOptions, verifiedRegistration } from "#schema/auth/webauthn.ts";
import { describeUserAgent, UNKNOWN_BROWSER } from "./user-agent.ts";

/** A passkey as its owner sees it (never its key). */
export type PasskeyView = Pick<
  Passkey,
  "id" | "name" | "deviceType" | "backedUp" | "transports" | "createdAt" | "lastUsedAt"
>;

const VIEW = {
  id: true,
  name: true,
  deviceType: true,
  backedUp: true,
  transports: true,
  createdAt: true,
  lastUsedAt: true,
} as const;

/** The signed-in person's passkeys, oldest first. Never open to an API key. */
export async function listMyPasskeys(ctx: Context): Promise<PasskeyView[]> {
  const viewer = requireSessionViewer(ctx);
  return ctx.db.passkey.findMany({
    where: { userId: viewer.id },
    select: VIEW,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** Starts adding a passkey: the options for the browser's `navigator.credentials.create()`. */
export async function startPasskeyRegistration(ctx: Context) {
  const viewer = requireSessionViewer(ctx);
  const existing = await ctx.db.passkey.findMany({
    where: { userId: viewer.id },
    select: { credentialId: true, transports: true },
  });
  if (existing.length >= MAX_PASSKEYS) throw new ConflictError(TOO_MANY_PASSKEYS);
  const options = await registrationOptions(ctx, viewer, existing);
  await rememberChallenge(ctx, "registration", viewer.id, options.challenge);
  return options;
}

/** A name for a passkey its owner did not name: the browser and system it was added with. */
function defaultPasskeyName(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  return browser === UNKNOWN_BROWSER ? "Passkey" : `${browser} on ${os}`;
}

/** Whether the account has a second factor now (an authenticator app or a passkey). */
async function hasSecondFactor(tx: Transaction, userId: string) {
  const [totp, passkeys] = await Promise.all([
    tx.totpSecret.count({ where: { userId, confirmedAt: { not: null } } }),
    tx.passkey.count({ where: { userId } }),
  ]);
  return totp + passkeys > 0;
}

/**
 * Adds the passkey the browser created for this account's registration challenge (used up either
 * way). An account's first second factor comes with its 10 recovery codes, shown this once (empty
 * when it had a second factor already: its codes stay as they were).
 */
export async function addPasskey(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const { credential, name } = parseInput(addPasskeyInput, input);
  const challenge = await takeChallenge(ctx, "registration", viewer.id);
  if (!challenge) throw new ValidationError(PASSKEY_CHALLENGE_GONE);
  const verified = await verifiedRegistration(ctx, credential, challenge);
  if (!verified)
    throw new ValidationError(PASSKEY_NOT_REGISTERED, [{ field: "credential", message: PASSKEY_NOT_REGISTERED }]);
  if (await ctx.db.passkey.findUnique({ where: { credentialId: verified.credentialId }, select: { id: true } })) {
    throw new ConflictError(PASSKEY_ALREADY_ADDED);
  }
  if ((await ctx.db.passkey.count({ where: { userId: viewer.id } })) >= MAX_PASSKEYS) {
    throw new ConflictError(TOO_MANY_PASSKEYS);
  }
  const passkeyName = name ?? defaultPasskeyName(ctx.client.userAgent);
  let passkey: PasskeyView | undefined;
  const create = async (tx: Transaction) => {
    passkey = await tx.passkey.create({ data: { ...verified, userId: viewer.id, name: passkeyName }, select: VIEW });
    await recordAccountEvent(ctx.client, tx, {
      kind: "passkey_added",
      userId: viewer.id,
      detail: { name: passkeyName },
    });
  };
  const first = !(await hasSecondFactor(ctx.db, viewer.id));
  const recoveryCodes = first ? await replaceRecoveryCodes(ctx.db, viewer.id, create) : [];
  if (!first) await ctx.db.$transaction(create);
  return { passkey: passkey!, recoveryCodes };
}

/** Renames one of the person's passkeys; another account's is not found, as one that does not exist. */
export async function renamePasskey(ctx: Context, id: string, input: unknown): Promise<PasskeyView> {
  const viewer = requireSessionViewer(ctx);
  const passkeyId = checkId(id, PASSKEY_NOT_FOUND);
  const { name } = parseInput(renamePasskeyInput, input);
  const { count } = await ctx.db.passkey.updateMany({ where: { id: passkeyId, userId: viewer.id }, data: { name } });
  if (count === 0) throw new NotFoundError(PASSKEY_NOT_FOUND);
  return ctx.db.passkey.findUniqueOrThrow({ where: { id: passkeyId }, select: VIEW });
}

/**
 * Removes one of the person's passkeys: it signs in no more. When it was the account's last second
 * factor, the recovery codes go with it and every trusted browser is forgotten, as when the
 * authenticator app is turned off; a workspace that requires a second factor then holds the person on
 * Settings → Security until they set one up again.
 */
export async function removePasskey(ctx: Context, id: string): Promise<{ id: string }> {
  const viewer = requireSessionViewer(ctx);
  const passkeyId = checkId(id, PASSKEY_NOT_FOUND);
  const lastFactor = await ctx.db.$transaction(async (tx) => {
    const passkey = await tx.passkey.findFirst({ where: { id: passkeyId, userId: viewer.id }, select: { name: true } });
    const { count } = await tx.passkey.deleteMany({ where: { id: passkeyId, userId: viewer.id } });
    if (!passkey || count === 0) throw new NotFoundError(PASSKEY_NOT_FOUND);
    const last = !(await hasSecondFactor(tx, viewer.id));
    if (last) await forgetSecondFactorExtras(tx, viewer.id);
    await recordAccountEvent(ctx.client, tx, {
      kind: "passkey_removed",
      userId: viewer.id,
      detail: { name: passkey.name },
    });
    return last;
  });
  if (lastFactor) ctx.trustCookie.clear();
  return { id: passkeyId };
}
