import { startPasskeyProof } from "./passkey-login.service.ts";
import { builder, MessagePayload } from "#core/builder.ts";
import { JSONScalar } from "#core/scalars.ts";
import { Viewer } from "#schema/workspaces/workspaces.graphql.ts";
import {
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  startTotpEnrolment,
  twoFactorStatus,
} from "./two-factor.service.ts";

const TwoFactorStatus = builder.objectRef<Awaited<ReturnType<typeof twoFactorStatus>>>("TwoFactorStatus").implement({
  fields: (t) => ({
    enabled: t.exposeBoolean("enabled", { description: "Whether the authenticator app (TOTP) is on." }),
    recoveryCodesLeft: t.exposeInt("recoveryCodesLeft", { description: "Recovery codes not used yet." }),
    passkeys: t.exposeInt("passkeys", {
      description: "How many passkeys the account has: each is a second factor too (see myPasskeys).",
    }),
  }),
});

builder.objectFields(Viewer, (t) => ({
  twoFactor: t.field({ type: TwoFactorStatus, resolve: (viewer, _args, ctx) => twoFactorStatus(ctx.db, viewer.id) }),
}));

const TotpEnrolment = builder.objectRef<Awaited<ReturnType<typeof startTotpEnrolment>>>("TotpEnrolment").implement({
  description: "A new authenticator secret, pending until confirmTotp.",
  fields: (t) => ({
    secret: t.exposeString("secret", { description: "The key in base32, for typing into an app." }),
    otpauthUrl: t.exposeString("otpauthUrl", { description: "The otpauth:// address the QR code holds." }),
  }),
});

const RecoveryCodesPayload = builder.objectRef<{ recoveryCodes: string[] }>("RecoveryCodesPayload").implement({
  fields: (t) => ({
    recoveryCodes: t.exposeStringList("recoveryCodes", {
      description: "Single-use codes, shown this once: only their hashes are kept.",
    }),
  }),
});

const TotpCodeInput = builder.inputType("TotpCodeInput", {
  fields: (t) => ({ code: t.string({ required: true, description: "A current code of the authenticator." }) }),
});

const RecoveryCodesInput = builder.inputType("RecoveryCodesInput", {
  description:
    "One of: a current code of the authenticator, or (an account whose second factor is passkeys) a passkey's answer to startPasskeyProof.",
  fields: (t) => ({
    code: t.string(),
    passkey: t.field({ type: JSONScalar, description: "AuthenticationResponseJSON, as the browser gave it." }),
  }),
});

export const TwoFactorLoginInput = builder.inputType("TwoFactorLoginInput", {
  description:
    "One of: a code of the authenticator, one of the recovery codes, or a passkey's answer to startPasskeySecondFactor.",
  fields: (t) => ({
    code: t.string(),
    recoveryCode: t.string(),
    passkey: t.field({ type: JSONScalar, description: "AuthenticationResponseJSON, as the browser gave it." }),
    trustBrowser: t.boolean({
      description: "Trust this browser for 30 days: later password sign-ins from it skip the second factor.",
    }),
  }),
});

builder.mutationFields((t) => ({
  startTotpEnrolment: t.field({
    type: TotpEnrolment,
    description: "Starts two-factor enrolment with a new secret (replacing one still pending).",
    resolve: (_root, _args, ctx) => startTotpEnrolment(ctx),
  }),
  confirmTotp: t.field({
    type: RecoveryCodesPayload,
    description: "Turns two-factor on with a code of the pending secret, and gives the recovery codes.",
    args: { input: t.arg({ type: TotpCodeInput, required: true }) },
    resolve: (_root, { input }, ctx) => confirmTotp(ctx, input),
  }),
  regenerateRecoveryCodes: t.field({
    type: RecoveryCodesPayload,
    description:
      "New recovery codes for a current code of the authenticator, or a passkey's answer to startPasskeyProof; the old ones stop working.",
    args: { input: t.arg({ type: RecoveryCodesInput, required: true }) },
    resolve: (_root, { input }, ctx) => regenerateRecoveryCodes(ctx, input),
  }),
  startPasskeyProof: t.field({
    type: JSONScalar,
    description:
      "Options (PublicKeyCredentialRequestOptionsJSON) for proving one of the person's passkeys, then regenerateRecoveryCodes with `passkey`.",
    resolve: (_root, _args, ctx) => startPasskeyProof(ctx),
  }),
  disableTotp: t.field({
    type: MessagePayload,
    description: "Turns two-factor off for a current code.",
    args: { input: t.arg({ type: TotpCodeInput, required: true }) },
    resolve: (_root, { input }, ctx) => disableTotp(ctx, input),
  }),
}));
