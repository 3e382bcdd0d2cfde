import { getCompanyName } from "#schema/content/content.service.ts";
import type { User } from "#prisma/generated/prisma/client.ts";
import { requireSessionViewer } from "#core/access/guards.ts";
import { recordAccountEvent } from "#core/access/security-log.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { forgetTrustedBrowsers } from "#core/access/trusted-browsers.ts";
import type { Context } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import { ConflictError, ValidationError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { newRecoveryCode, newTotpSecret, normalizeRecoveryCode, totpCodeStep, totpUrl } from "./totp.ts";
import { acceptPasskeyProof } from "./passkey-login.service.ts";
import type { AuthenticationCredential } from "./passkeys.rules.ts";
import { RECOVERY_CODE_COUNT, recoveryCodesInput, totpCodeInput } from "./two-factor.rules.ts";
import {
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_NOT_STARTED,
  TWO_FACTOR_TURNED_OFF,
  WRONG_PASSKEY,
  WRONG_TWO_FACTOR_CODE,
} from "./two-factor.text.ts";

/** What a sign-in can finish with besides the password: `recovery` while the account has codes left. */
export type TwoFactorMethod = "totp" | "recovery" | "passkey";

/**
 * Whether the account's authenticator app (TOTP) is on, how many passkeys it has (each a second factor
 * too) and how many recovery codes it has left.
 */
export async function twoFactorStatus(db: Database, userId: string) {
  const [totp, recoveryCodesLeft, passkeys] = await Promise.all([
    db.totpSecret.findUnique({ where: { userId }, select: { confirmedAt: true } }),
    db.recoveryCode.count({ where: { userId } }),
    db.passkey.count({ where: { userId } }),
  ]);
  return { enabled: Boolean(totp?.confirmedAt), recoveryCodesLeft, passkeys };
}

/**
 * The second factors a sign-in of this account can finish with, in the order totp, recovery, passkey
 * (only those it has); none when it has neither an authenticator app nor a passkey.
 */
export async function secondFactorMethods(db: Database, userId: string): Promise<TwoFactorMethod[]> {
  const { enabled, recoveryCodesLeft, passkeys } = await twoFactorStatus(db, userId);
  if (!enabled && passkeys === 0) return [];
  const methods: TwoFactorMethod[] = [];
  if (enabled) methods.push("totp");
  if (recoveryCodesLeft > 0) methods.push("recovery");
  if (passkeys > 0) methods.push("passkey");
  return methods;
}

/**
 * Takes the code when it is the account's code for a time step after the last one used: that step
 * becomes the last used in the same statement, so a replayed code (or the same code sent twice at
 * once) is refused.
 */
export async function acceptTotpCode(db: Database, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const totp = await db.totpSecret.findUnique({ where: { userId } });
  const step = totp ? totpCodeStep(totp.secret, code, now) : null;
  if (step === null) return false;
  const { count } = await db.totpSecret.updateMany({
    where: { userId, OR: [{ lastStep: null }, { lastStep: { lt: step } }] },
    data: { lastStep: step },
  });
  return count === 1;
}

/** Spends one recovery code: it is deleted, so it never works twice. */
export async function useRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const hash = hashTokenSecret(normalizeRecoveryCode(code));
  const { count } = await db.recoveryCode.deleteMany({ where: { userId, hash } });
  return count === 1;
}

export type Transaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];

/** A fresh set of recovery codes in place of the old ones, with `alongside` in the same transaction; only their hashes are kept. */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  alongside?: (tx: Transaction) => Promise<unknown>,
): Promise<string[]> {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.$transaction(async (tx) => {
    await alongside?.(tx);
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({
      data: recoveryCodes.map((code) => ({ userId, hash: hashTokenSecret(normalizeRecoveryCode(code)) })),
    });
  });
  return recoveryCodes;
}

/** What goes with an account's last second factor: its recovery codes and the browsers it trusted. */
export async function forgetSecondFactorExtras(tx: Transaction, userId: string) {
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await forgetTrustedBrowsers(tx, userId);
}

/**
 * The signed-in person proves a code of their authenticator (pending or on). A wrong code counts with
 * the account's password failures, so the six digits cannot be guessed from a stolen session either.
 */
async function proveCode(ctx: Context, viewer: User, code: string) {
  const succeeded = await ctx.passwordAttempt("login", viewer.username);
  if (!(await acceptTotpCode(ctx.db, viewer.id, code))) {
    throw new ValidationError(WRONG_TWO_FACTOR_CODE, [{ field: "code", message: WRONG_TWO_FACTOR_CODE }]);
  }
  await succeeded();
}

async function confirmedTotp(ctx: Context, viewer: User) {
  const totp = await ctx.db.totpSecret.findUnique({ where: { userId: viewer.id } });
  if (!totp?.confirmedAt) throw new ConflictError(TWO_FACTOR_NOT_ON);
  return totp;
}

/** Starts enrolment: a new secret, pending until a code confirms it (a pending one is replaced). */
export async function startTotpEnrolment(ctx: Context) {
  const viewer = requireSessionViewer(ctx);
  const secret = newTotpSecret();
  await ctx.db.$transaction(async (tx) => {
    const existing = await tx.totpSecret.findUnique({ where: { userId: viewer.id } });
    if (existing?.confirmedAt) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
    await tx.totpSecret.upsert({
      where: { userId: viewer.id },
      create: { userId: viewer.id, secret },
      update: { secret, lastStep: null, createdAt: new Date() },
    });
  });
  // The app lists the account under the company name of the site settings.
  return { secret, otpauthUrl: totpUrl(secret, viewer.username, await getCompanyName(ctx.db)) };
}

/** A code from the pending secret turns two-factor on; the recovery codes are shown this once. */
export async function confirmTotp(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const { code } = parseInput(totpCodeInput, input);
  const totp = await ctx.db.totpSecret.findUnique({ where: { userId: viewer.id } });
  if (!totp) throw new ConflictError(TWO_FACTOR_NOT_STARTED);
  if (totp.confirmedAt) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
  await proveCode(ctx, viewer, code);
  const recoveryCodes = await replaceRecoveryCodes(ctx.db, viewer.id, async (tx) => {
    await tx.totpSecret.update({ where: { userId: viewer.id }, data: { confirmedAt: new Date() } });
    await recordAccountEvent(ctx.client, tx, { kind: "two_factor_enabled", userId: viewer.id });
  });
  return { recoveryCodes };
}

/**
 * The signed-in person proves one of their passkeys (the challenge of startPasskeyProof); a refused
 * answer counts with the account's password failures, as a wrong code does.
 */
async function provePasskey(ctx: Context, viewer: User, passkey: AuthenticationCredential) {
  const succeeded = await ctx.passwordAttempt("login", viewer.username);
  if (!(await acceptPasskeyProof(ctx, viewer.id, passkey))) {
    throw new ValidationError(WRONG_PASSKEY, [{ field: "passkey", message: WRONG_PASSKEY }]);
  }
  await succeeded();
}

/**
 * New recovery codes for a current code of the authenticator app, or, when the account's second factor
 * is passkeys (the app off), for one of them; the old codes stop working.
 */
export async function regenerateRecoveryCodes(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const { code, passkey } = parseInput(recoveryCodesInput, input);
  if (code != null) {
    await confirmedTotp(ctx, viewer);
    await proveCode(ctx, viewer, code);
  } else if (passkey) {
    if ((await ctx.db.passkey.count({ where: { userId: viewer.id } })) === 0)
      throw new ConflictError(TWO_FACTOR_NOT_ON);
    await provePasskey(ctx, viewer, passkey);
  }
  const recoveryCodes = await replaceRecoveryCodes(ctx.db, viewer.id, (tx) =>
    recordAccountEvent(ctx.client, tx, { kind: "recovery_codes_regenerated", userId: viewer.id }),
  );
  return { recoveryCodes };
}

/**
 * Turns the authenticator app off for a current code: the secret is deleted. When the account has no
 * passkey left either, its recovery codes go too, and every browser it trusted is forgotten (trust
 * that outlived its second factor would mean nothing); with a passkey, both stay for it.
 */
export async function disableTotp(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const { code } = parseInput(totpCodeInput, input);
  await confirmedTotp(ctx, viewer);
  await proveCode(ctx, viewer, code);
  const lastFactor = await ctx.db.$transaction(async (tx) => {
    await tx.totpSecret.deleteMany({ where: { userId: viewer.id } });
    const passkeysLeft = await tx.passkey.count({ where: { userId: viewer.id } });
    if (passkeysLeft === 0) await forgetSecondFactorExtras(tx, viewer.id);
    await recordAccountEvent(ctx.client, tx, { kind: "two_factor_disabled", userId: viewer.id });
    return passkeysLeft === 0;
  });
  if (lastFactor) ctx.trustCookie.clear();
  return { message: TWO_FACTOR_TURNED_OFF };
}
