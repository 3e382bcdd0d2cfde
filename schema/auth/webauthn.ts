import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from "@simplewebauthn/server";
import type { Passkey, User } from "#prisma/generated/prisma/client.ts";
import type { Context } from "#core/context.ts";
import { getCompanyName } from "#schema/content/content.service.ts";
import type { AuthenticationCredential, RegistrationCredential } from "./passkeys.rules.ts";

// The relying party's side of WebAuthn (@simplewebauthn/server), for the passkey services.

/**
 * The signature algorithms a passkey may use: EdDSA, ES256 and RS256 (COSE -8, -7, -257), which every
 * authenticator offers. The library would put ML-DSA first where Node's WebCrypto has it, which is
 * still experimental in Node 24.
 */
const ALGORITHMS = [-8, -7, -257];

/**
 * The relying party is the site as APP_URL names it: its host is the RP id a passkey is bound to,
 * and its origin the only one whose answers count (a page on another address, an IP, is refused).
 */
export function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin };
}

/** The WebAuthn user handle of an account: its id's bytes (no name, no address). */
export function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId, "utf8"));
}

type StoredCredential = Pick<Passkey, "credentialId" | "transports">;

const descriptor = ({ credentialId, transports }: StoredCredential) => ({
  id: credentialId,
  transports: transports as AuthenticatorTransport[],
});

/**
 * Options for adding a passkey: discoverable (it can sign in alone, naming the account itself), no
 * attestation asked, and none of the account's own passkeys again.
 */
export async function registrationOptions(ctx: Context, user: User, existing: StoredCredential[]) {
  return generateRegistrationOptions({
    // What the browser's passkey prompt names: the company name of the site settings.
    rpName: await getCompanyName(ctx.db),
    rpID: relyingParty(ctx.appUrl).id,
    userName: user.username,
    userID: userHandle(user.id),
    userDisplayName: user.username,
    attestationType: "none",
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** The new credential a registration answer proves, or null when it does not verify. */
export async function verifiedRegistration(ctx: Context, credential: RegistrationCredential, challenge: string) {
  const rp = relyingParty(ctx.appUrl);
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: credential as Parameters<typeof verifyRegistrationResponse>[0]["response"],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!verified || !registrationInfo) return null;
    const { credential: created, credentialDeviceType, credentialBackedUp } = registrationInfo;
    return {
      credentialId: created.id,
      publicKey: new Uint8Array(created.publicKey),
      signCount: BigInt(created.counter),
      transports: credential.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    // A malformed answer (bad CBOR, an unknown algorithm…) is a refused one.
    return null;
  }
}

/**
 * Options for signing in with a passkey: any of the site's (discoverable) passkeys when `allowed` is
 * undefined, else one of those.
 */
export function authenticationOptions(
  ctx: Context,
  allowed: StoredCredential[] | undefined,
  userVerification: "required" | "preferred",
) {
  return generateAuthenticationOptions({
    rpID: relyingParty(ctx.appUrl).id,
    allowCredentials: allowed?.map(descriptor),
    userVerification,
  });
}

/**
 * Whether the answer is the stored passkey's signature over the challenge, from this site's origin
 * (with the person verified, when asked). A counting authenticator's counter must have risen past the
 * stored one: the new count is kept in the same statement that checks it, so a cloned authenticator or
 * a replayed answer is refused. The passkey's last use is recorded.
 */
export async function acceptAssertion(
  ctx: Context,
  passkey: Passkey,
  credential: AuthenticationCredential,
  challenge: string,
  requireUserVerification: boolean,
): Promise<boolean> {
  const rp = relyingParty(ctx.appUrl);
  const handle = credential.response.userHandle;
  if (handle && handle !== Buffer.from(userHandle(passkey.userId)).toString("base64url")) return false;
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential as Parameters<typeof verifyAuthenticationResponse>[0]["response"],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.signCount),
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification,
    });
  } catch {
    return false;
  }
  if (!verification.verified) return false;
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  const { count } = await ctx.db.passkey.updateMany({
    where: { id: passkey.id, ...(newCounter > 0 && { signCount: { lt: BigInt(newCounter) } }) },
    data: { signCount: BigInt(newCounter), backedUp: credentialBackedUp, lastUsedAt: new Date() },
  });
  return count === 1;
}
