import { z } from "zod";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { apiId, apiTime, toApiTime } from "#core/api/api-types.ts";
import { RateLimitedError } from "#core/errors.ts";
import {
  addPasskey,
  listMyPasskeys,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  type PasskeyView,
} from "#schema/account/passkeys.service.ts";
import {
  loginWithPasskey,
  startPasskeyProof,
  startPasskeySecondFactor,
  startPasskeySignIn,
} from "#schema/auth/passkey-login.service.ts";
import {
  addPasskeyInput,
  NO_PASSKEYS,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_CHALLENGE_GONE,
  PASSKEY_NOT_ACCEPTED,
  PASSKEY_NOT_FOUND,
  passkeyLoginInput,
  renamePasskeyInput,
  TOO_MANY_PASSKEYS,
} from "#schema/auth/passkeys.rules.ts";
import { NO_PENDING_SIGN_IN } from "#schema/auth/two-factor.text.ts";
import { deletedSchema, messageSchema } from "./answers.ts";
import { created, defineRoute, ok } from "./route.ts";

const TOO_MANY_ATTEMPTS = new RateLimitedError().message;

const passkeySchema = z
  .strictObject({
    id: apiId,
    name: z.string(),
    deviceType: z.string().meta({ description: '"singleDevice", or "multiDevice" for a synced passkey.' }),
    backedUp: z.boolean().meta({ description: "Whether it is backed up (synced)." }),
    transports: z.array(z.string()).meta({ description: "How the browser reaches its authenticator." }),
    createdAt: apiTime.meta({ description: "When it was added (ISO 8601 in UTC)." }),
    lastUsedAt: apiTime.nullable().meta({ description: "When it last signed in; null until its first use." }),
  })
  .meta({ title: "Passkey" });

function passkeyJson(passkey: PasskeyView): z.infer<typeof passkeySchema> {
  const { id, name, deviceType, backedUp, transports, createdAt, lastUsedAt } = passkey;
  return {
    id,
    name,
    deviceType,
    backedUp,
    transports,
    createdAt: toApiTime(createdAt),
    lastUsedAt: toApiTime(lastUsedAt),
  };
}

const passkeyExample = {
  id: "0194f39f-0d0d-7a00-8e00-7c0000000001",
  name: "Chrome 142 on Linux",
  deviceType: "multiDevice",
  backedUp: true,
  transports: ["hybrid", "internal"],
  createdAt: "2026-11-20T09:15:00.000Z",
  lastUsedAt: "2026-11-26T16:40:00.000Z",
};

const CHALLENGE_EXAMPLE = "mW1g2cXp0Xf4yqNfYb3p7u2r4Qm8x1aLk9sVt6eZc0o";

const creationOptionsSchema = z
  .looseObject({
    challenge: z.string(),
    rp: z.looseObject({ id: z.string(), name: z.string() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ type: z.string(), alg: z.number() })),
  })
  .meta({
    title: "PasskeyCreationOptions",
    description:
      "PublicKeyCredentialCreationOptionsJSON, for `startRegistration({ optionsJSON })` of @simplewebauthn/browser.",
  });

const requestOptionsSchema = z
  .looseObject({ challenge: z.string(), rpId: z.string().optional(), userVerification: z.string().optional() })
  .meta({
    title: "PasskeyRequestOptions",
    description:
      "PublicKeyCredentialRequestOptionsJSON, for `startAuthentication({ optionsJSON })` of @simplewebauthn/browser.",
  });

const requestOptionsAnswer = (description: string, userVerification: string) => ({
  status: 200,
  description,
  schema: requestOptionsSchema,
  example: { challenge: CHALLENGE_EXAMPLE, rpId: "crm.example.com", timeout: 60000, userVerification },
});

const registrationExample = {
  id: "q1dZ0m3Xl6wKc2Vn9R4tYg",
  rawId: "q1dZ0m3Xl6wKc2Vn9R4tYg",
  type: "public-key",
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
    attestationObject: "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVik",
    transports: ["internal"],
  },
  clientExtensionResults: {},
};

const authenticationExample = {
  id: "q1dZ0m3Xl6wKc2Vn9R4tYg",
  rawId: "q1dZ0m3Xl6wKc2Vn9R4tYg",
  type: "public-key",
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
    authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
    signature: "MEUCIQDx9n0gq3Yb2w",
    userHandle: "MDE5NGYzOWYtMGQwZC03YTAwLThlMDAtMWEyYjNjNGQ1ZTZm",
  },
  clientExtensionResults: {},
};

const idParams = {
  id: { description: "The passkey's id (a UUID), from the list.", example: passkeyExample.id },
};

export const passkeyRoutes = [
  defineRoute({
    method: "post",
    path: "/auth/passkey/options",
    operationId: "startPasskeySignIn",
    tag: "Authentication",
    summary: "Start a sign-in with a passkey",
    description:
      "Options for `navigator.credentials.get()`: any passkey of this site (discoverable), user verification required. The challenge is this browser's (its cookie names it), for 5 minutes, and works once.",
    access: "public",
    answer: requestOptionsAnswer("The options, with this browser's challenge.", "required"),
    handler: async ({ ctx }) => ok(await startPasskeySignIn(ctx)),
  }),
  defineRoute({
    method: "post",
    path: "/auth/passkey/login",
    operationId: "loginWithPasskey",
    tag: "Authentication",
    summary: "Sign in with a passkey",
    description:
      "The browser's answer (`credential`, AuthenticationResponseJSON) to the challenge of `POST /api/auth/passkey/options` opens the same session a password sign-in would, with no second step: a passkey with user verification is two factors. A refused answer of a known passkey counts with its account's password failures.",
    access: "public",
    body: passkeyLoginInput,
    bodyExample: { credential: authenticationExample },
    answer: {
      status: 200,
      description: "Signed in: the session cookie is set.",
      schema: messageSchema,
      example: { message: "Logged in successfully" },
    },
    errors: { 401: PASSKEY_NOT_ACCEPTED, 429: TOO_MANY_ATTEMPTS },
    handler: async ({ ctx, body }) => ok({ message: (await loginWithPasskey(ctx, body)).message }),
  }),
  defineRoute({
    method: "post",
    path: "/auth/login/two-factor/passkey-options",
    operationId: "startPasskeySecondFactor",
    tag: "Authentication",
    summary: "Start finishing a sign-in with a passkey",
    description:
      "After a sign-in answered `twoFactorRequired` with `passkey` among its methods: options for `navigator.credentials.get()` naming the account's passkeys. Send the answer to `POST /api/auth/login/two-factor` as `passkey`.",
    access: "public",
    answer: requestOptionsAnswer("The options, with this browser's challenge.", "preferred"),
    errors: { 401: NO_PENDING_SIGN_IN, 409: NO_PASSKEYS },
    handler: async ({ ctx }) => ok(await startPasskeySecondFactor(ctx)),
  }),
  defineRoute({
    method: "post",
    path: "/user/two-factor/passkey-options",
    operationId: "startPasskeyProof",
    tag: "Account",
    summary: "Start proving a passkey",
    description:
      "For an account whose second factor is passkeys: options for `navigator.credentials.get()` naming the account's passkeys. Send the answer to `POST /api/user/two-factor/recovery-codes` as `passkey` for new recovery codes.",
    access: "session",
    answer: requestOptionsAnswer("The options, with this browser's challenge.", "preferred"),
    errors: { 403: NOT_WITH_API_KEY, 409: NO_PASSKEYS },
    handler: async ({ ctx }) => ok(await startPasskeyProof(ctx)),
  }),
  defineRoute({
    method: "get",
    path: "/user/passkeys",
    operationId: "listPasskeys",
    tag: "Account",
    summary: "The account's passkeys",
    description: "Oldest first, each with when it was added and last used. Never its key.",
    access: "session",
    answer: {
      status: 200,
      description: "The passkeys.",
      schema: z.strictObject({ data: z.array(passkeySchema) }).meta({ title: "Passkeys" }),
      example: { data: [passkeyExample] },
    },
    errors: { 403: NOT_WITH_API_KEY },
    handler: async ({ ctx }) => ok({ data: (await listMyPasskeys(ctx)).map(passkeyJson) }),
  }),
  defineRoute({
    method: "post",
    path: "/user/passkeys/options",
    operationId: "startPasskeyRegistration",
    tag: "Account",
    summary: "Start adding a passkey",
    description:
      "Options for `navigator.credentials.create()`: a discoverable passkey for this site (the relying party is APP_URL's host), none of the account's own again. The challenge is this browser's, for 5 minutes, and works once.",
    access: "session",
    answer: {
      status: 200,
      description: "The options, with this browser's challenge.",
      schema: creationOptionsSchema,
      example: {
        challenge: CHALLENGE_EXAMPLE,
        rp: { name: "Bramble CRM", id: "crm.example.com" },
        user: { id: "MDE5NGYzOWYtMGQwZC03YTAwLThlMDAtMWEyYjNjNGQ1ZTZm", name: "ada", displayName: "ada" },
        pubKeyCredParams: [
          { alg: -8, type: "public-key" },
          { alg: -7, type: "public-key" },
          { alg: -257, type: "public-key" },
        ],
        timeout: 60000,
        attestation: "none",
        excludeCredentials: [],
        authenticatorSelection: { residentKey: "required", userVerification: "preferred", requireResidentKey: true },
      },
    },
    errors: { 403: NOT_WITH_API_KEY, 409: TOO_MANY_PASSKEYS },
    handler: async ({ ctx }) => ok(await startPasskeyRegistration(ctx)),
  }),
  defineRoute({
    method: "post",
    path: "/user/passkeys",
    operationId: "addPasskey",
    tag: "Account",
    summary: "Add a passkey",
    description:
      "The browser's answer (`credential`, RegistrationResponseJSON) to the challenge of `POST /api/user/passkeys/options`, and a `name` (by default the browser and system it was added with). The account's first second factor comes with its 10 recovery codes, shown this once; `recoveryCodes` is empty when it had one already.",
    access: "session",
    body: addPasskeyInput,
    bodyExample: { credential: registrationExample, name: "Laptop" },
    answer: {
      status: 201,
      description: "The passkey, and the recovery codes when it is the account's first second factor.",
      schema: z
        .strictObject({ passkey: passkeySchema, recoveryCodes: z.array(z.string()) })
        .meta({ title: "AddedPasskey" }),
      example: { passkey: { ...passkeyExample, lastUsedAt: null }, recoveryCodes: ["7kq2m-x9hvd", "c4r8t-pzw3n"] },
    },
    errors: { 400: PASSKEY_CHALLENGE_GONE, 403: NOT_WITH_API_KEY, 409: PASSKEY_ALREADY_ADDED },
    handler: async ({ ctx, body }) => {
      const { passkey, recoveryCodes } = await addPasskey(ctx, body);
      return created({ passkey: passkeyJson(passkey), recoveryCodes });
    },
  }),
  defineRoute({
    method: "patch",
    path: "/user/passkeys/:id",
    operationId: "renamePasskey",
    tag: "Account",
    summary: "Rename a passkey",
    description: "Another account's passkey is 404, as a missing one.",
    access: "session",
    params: idParams,
    body: renamePasskeyInput,
    bodyExample: { name: "Work laptop" },
    answer: {
      status: 200,
      description: "The renamed passkey.",
      schema: passkeySchema,
      example: { ...passkeyExample, name: "Work laptop" },
    },
    errors: { 403: NOT_WITH_API_KEY, 404: PASSKEY_NOT_FOUND },
    handler: async ({ ctx, params, body }) => ok(passkeyJson(await renamePasskey(ctx, String(params.id), body))),
  }),
  defineRoute({
    method: "delete",
    path: "/user/passkeys/:id",
    operationId: "removePasskey",
    tag: "Account",
    summary: "Remove a passkey",
    description:
      "It signs in no more. When it was the account's last second factor, its recovery codes and trusted browsers go with it (a workspace that requires a second factor then asks for a new one). Another account's passkey is 404, as a missing one.",
    access: "session",
    params: idParams,
    answer: {
      status: 200,
      description: "The removed passkey's id.",
      schema: deletedSchema,
      example: { id: passkeyExample.id },
    },
    errors: { 403: NOT_WITH_API_KEY, 404: PASSKEY_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(await removePasskey(ctx, String(params.id))),
  }),
];
