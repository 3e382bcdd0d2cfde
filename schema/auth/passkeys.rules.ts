import { z } from "zod";

// Passkey rules and messages, shared by the services and the web (no server imports here).

export const PASSKEY_NAME_MAX = 64;
/** Passkeys one account may have. */
export const MAX_PASSKEYS = 20;

export const PASSKEY_NAME_MESSAGE = `Name the passkey in 1 to ${PASSKEY_NAME_MAX} characters`;
export const PASSKEY_RESPONSE_MESSAGE = "Send the passkey's answer as the browser gave it";
export const PASSKEY_NOT_FOUND = "Passkey not found";
export const PASSKEY_CHALLENGE_GONE = "The passkey request has expired or was already used. Try again.";
export const PASSKEY_NOT_REGISTERED = "The passkey could not be added. Try again.";
export const PASSKEY_ALREADY_ADDED = "This passkey is already added to an account";
export const TOO_MANY_PASSKEYS = `An account can have at most ${MAX_PASSKEYS} passkeys. Remove one first.`;
export const PASSKEY_NOT_ACCEPTED = "The passkey was not accepted";
export const NO_PASSKEYS = "This account has no passkey";

export const passkeyName = z
  .string({ error: PASSKEY_NAME_MESSAGE })
  .trim()
  .min(1, PASSKEY_NAME_MESSAGE)
  .max(PASSKEY_NAME_MAX, PASSKEY_NAME_MESSAGE);

const invalid = { error: PASSKEY_RESPONSE_MESSAGE };
/** base64url text, as WebAuthn's JSON encodes bytes (a generous bound: a real answer is a few kB). */
const bytes = (max: number) =>
  z
    .string(invalid)
    .max(max, PASSKEY_RESPONSE_MESSAGE)
    .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_RESPONSE_MESSAGE);
const credentialFields = {
  id: bytes(1400).min(1, PASSKEY_RESPONSE_MESSAGE),
  rawId: bytes(1400).min(1, PASSKEY_RESPONSE_MESSAGE),
  type: z.literal("public-key", invalid),
  clientExtensionResults: z.record(z.string(), z.unknown(), invalid),
  authenticatorAttachment: z.enum(["platform", "cross-platform"], invalid).optional(),
};

/** What `navigator.credentials.create()` answers, as JSON (`startRegistration` of @simplewebauthn/browser). */
export const registrationCredential = z.object(
  {
    ...credentialFields,
    response: z.looseObject(
      {
        clientDataJSON: bytes(8000),
        attestationObject: bytes(40_000),
        transports: z.array(z.string(invalid).max(32, PASSKEY_RESPONSE_MESSAGE), invalid).max(10).optional(),
      },
      invalid,
    ),
  },
  invalid,
);

/** What `navigator.credentials.get()` answers, as JSON (`startAuthentication` of @simplewebauthn/browser). */
export const authenticationCredential = z.object(
  {
    ...credentialFields,
    response: z.looseObject(
      {
        clientDataJSON: bytes(8000),
        authenticatorData: bytes(8000),
        signature: bytes(8000),
        userHandle: bytes(1000).optional(),
      },
      invalid,
    ),
  },
  invalid,
);

export const addPasskeyInput = z.object(
  { credential: registrationCredential, name: passkeyName.nullish() },
  { error: PASSKEY_RESPONSE_MESSAGE },
);

export const renamePasskeyInput = z.object({ name: passkeyName }, { error: PASSKEY_NAME_MESSAGE });

export const passkeyLoginInput = z.object(
  { credential: authenticationCredential },
  { error: PASSKEY_RESPONSE_MESSAGE },
);

export type RegistrationCredential = z.output<typeof registrationCredential>;
export type AuthenticationCredential = z.output<typeof authenticationCredential>;
