import { z } from "zod";
import type { User } from "#prisma/generated/prisma/client.ts";
import type { TwoFactorChallenge } from "#schema/auth/two-factor-sign-in.ts";
import { loginTwoFactor } from "#schema/auth/two-factor-login.service.ts";
import { recoveryCodesInput, totpCodeInput, twoFactorLoginInput } from "#schema/auth/two-factor.rules.ts";
import {
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from "#schema/auth/two-factor.service.ts";
import {
  INVALID_TWO_FACTOR_CODE,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_TURNED_OFF,
  WRONG_TWO_FACTOR_CODE,
} from "#schema/auth/two-factor.text.ts";
import { RateLimitedError } from "#core/errors.ts";
import { messageSchema } from "./answers.ts";
import { defineRoute, ok } from "./route.ts";

const TOO_MANY_ATTEMPTS = new RateLimitedError().message;

const twoFactorRequiredSchema = z
  .strictObject({
    twoFactorRequired: z.literal(true),
    methods: z
      .array(z.enum(["totp", "recovery", "passkey"]))
      .meta({ description: "The second factors that can finish it, in this order, only those the account has." }),
  })
  .meta({ title: "TwoFactorRequired" });

/** A sign-in's answer: the spec's message, or (no session yet) the second factors that can finish it. */
export const signInAnswer = {
  status: 200,
  description:
    "Signed in (the session cookie is set), or, for an account with a second factor, waiting for it: no session starts until `POST /api/auth/login/two-factor` finishes the sign-in.",
  schema: z.union([messageSchema, twoFactorRequiredSchema]),
  example: { message: "Logged in successfully" },
};

export function signInBody(result: TwoFactorChallenge | { message: string; user: User }) {
  return "twoFactorRequired" in result ? result : { message: result.message };
}

const recoveryCodesAnswer = (description: string) => ({
  status: 200,
  description,
  schema: z.strictObject({ recoveryCodes: z.array(z.string()) }).meta({ title: "RecoveryCodes" }),
  example: { recoveryCodes: ["7kq2m-x9hvd", "c4r8t-pzw3n"] },
});

const codeExample = { code: "123456" };

export const twoFactorRoutes = [
  defineRoute({
    method: "post",
    path: "/auth/login/two-factor",
    operationId: "loginTwoFactor",
    tag: "Authentication",
    summary: "Finish a sign-in with a second factor",
    description:
      "After a sign-in (or admin sign-in) answered `twoFactorRequired`, within 5 minutes: a code of the authenticator (`code`), one of the recovery codes (`recoveryCode`, spent by its use), or a passkey's answer (`passkey`, AuthenticationResponseJSON) to the challenge of `POST /api/auth/login/two-factor/passkey-options`. Wrong codes and refused passkeys count with the account's password failures. With `trustBrowser: true` a separate long-lived cookie trusts this browser for 30 days: a password sign-in from it then skips this step (see `GET /api/user/trusted-browsers`).",
    access: "public",
    body: twoFactorLoginInput,
    bodyExample: { ...codeExample, trustBrowser: true },
    answer: {
      status: 200,
      description: "Signed in: the session cookie is set.",
      schema: messageSchema,
      example: { message: "Logged in successfully" },
    },
    errors: { 401: INVALID_TWO_FACTOR_CODE, 429: TOO_MANY_ATTEMPTS },
    handler: async ({ ctx, body }) => ok({ message: (await loginTwoFactor(ctx, body)).message }),
  }),
  defineRoute({
    method: "post",
    path: "/user/two-factor/totp",
    operationId: "startTotpEnrolment",
    tag: "Account",
    summary: "Start two-factor enrolment",
    description:
      "A new authenticator secret (replacing one still pending), to scan as the `otpauthUrl` QR code or type in; two-factor is on only once a code confirms it.",
    access: "session",
    answer: {
      status: 200,
      description: "The pending secret.",
      schema: z.strictObject({ secret: z.string(), otpauthUrl: z.string() }).meta({ title: "TotpEnrolment" }),
      example: {
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        otpauthUrl:
          "otpauth://totp/Bramble%20CRM:ada?issuer=Bramble%20CRM&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
      },
    },
    errors: { 409: TWO_FACTOR_ALREADY_ON },
    handler: async ({ ctx }) => ok(await startTotpEnrolment(ctx)),
  }),
  defineRoute({
    method: "post",
    path: "/user/two-factor/totp/confirm",
    operationId: "confirmTotp",
    tag: "Account",
    summary: "Turn two-factor on",
    description: "A code of the pending secret turns two-factor on; the 10 recovery codes are shown this once.",
    access: "session",
    body: totpCodeInput,
    bodyExample: codeExample,
    answer: recoveryCodesAnswer("Two-factor is on; the recovery codes, shown this once."),
    errors: { 400: WRONG_TWO_FACTOR_CODE, 409: TWO_FACTOR_ALREADY_ON, 429: TOO_MANY_ATTEMPTS },
    handler: async ({ ctx, body }) => ok(await confirmTotp(ctx, body)),
  }),
  defineRoute({
    method: "delete",
    path: "/user/two-factor/totp",
    operationId: "disableTotp",
    tag: "Account",
    summary: "Turn two-factor off",
    description: "Needs a current code; the secret and the recovery codes are deleted.",
    access: "session",
    body: totpCodeInput,
    bodyExample: codeExample,
    answer: {
      status: 200,
      description: "Two-factor is off.",
      schema: messageSchema,
      example: { message: TWO_FACTOR_TURNED_OFF },
    },
    errors: { 400: WRONG_TWO_FACTOR_CODE, 409: TWO_FACTOR_NOT_ON, 429: TOO_MANY_ATTEMPTS },
    handler: async ({ ctx, body }) => ok(await disableTotp(ctx, body)),
  }),
  defineRoute({
    method: "post",
    path: "/user/two-factor/recovery-codes",
    operationId: "regenerateRecoveryCodes",
    tag: "Account",
    summary: "New recovery codes",
    description:
      "Needs a current code of the authenticator (`code`), or, for an account whose second factor is passkeys, a passkey's answer (`passkey`, AuthenticationResponseJSON) to the challenge of `POST /api/user/two-factor/passkey-options`. 10 new recovery codes replace the old ones, which stop working.",
    access: "session",
    body: recoveryCodesInput,
    bodyExample: codeExample,
    answer: recoveryCodesAnswer("The new recovery codes, shown this once."),
    errors: { 400: WRONG_TWO_FACTOR_CODE, 409: TWO_FACTOR_NOT_ON, 429: TOO_MANY_ATTEMPTS },
    handler: async ({ ctx, body }) => ok(await regenerateRecoveryCodes(ctx, body)),
  }),
];
