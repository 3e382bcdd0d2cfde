import { builder, MessagePayload } from "#core/builder.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";
import { resendVerificationEmail } from "./resend-verification.service.ts";

const EmailLinkInput = builder.inputType("EmailLinkInput", {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The token of the password reset link." }),
    password: t.string({ required: true }),
    revokeApiKeys: t.boolean({
      defaultValue: true,
      description: "Also revoke every API key the account created (the default).",
    }),
  }),
});

builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: MessagePayload,
    description: "Mails a one-hour reset link when the address has an account; the answer is the same either way.",
    args: { input: t.arg({ type: EmailLinkInput, required: true }) },
    resolve: (_root, { input }, ctx) => requestPasswordReset(ctx, input),
  }),
  resetPassword: t.field({
    type: MessagePayload,
    description: "Sets a new password from a reset link and ends every session of the account.",
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) => resetPassword(ctx, input),
  }),
  resendVerificationEmail: t.field({
    type: MessagePayload,
    description:
      "Mails a fresh verification link when the address has an unverified account; the same answer either way.",
    args: { input: t.arg({ type: EmailLinkInput, required: true }) },
    resolve: (_root, { input }, ctx) => resendVerificationEmail(ctx, input),
  }),
}));
