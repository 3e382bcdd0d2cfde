import { builder } from "#core/builder.ts";
import type { User } from "#prisma/generated/prisma/client.ts";
import { finishSingleSignOn, singleSignOnOption, startSingleSignOn } from "./single-sign-on.service.ts";

const SingleSignOnOption = builder.objectRef<{ buttonLabel: string }>("SingleSignOnOption").implement({
  description: "Single sign-on with the site's OpenID provider, as the sign-in page offers it.",
  fields: (t) => ({
    buttonLabel: t.exposeString("buttonLabel", { description: "The sign-in button's text (OIDC_BUTTON_LABEL)." }),
  }),
});

const SingleSignOnStart = builder.objectRef<{ authorizationUrl: string }>("SingleSignOnStart").implement({
  fields: (t) => ({
    authorizationUrl: t.exposeString("authorizationUrl", {
      description: "The provider's page to send the browser to; it comes back to /api/auth/oidc/callback.",
    }),
  }),
});

const SingleSignOnPayload = builder
  .objectRef<{ message: string; user: User; next: string }>("SingleSignOnPayload")
  .implement({
    fields: (t) => ({
      message: t.exposeString("message"),
      user: t.prismaField({ type: "User", resolve: (_query, payload) => payload.user }),
      next: t.exposeString("next", { description: "Where to go now: the start's `next`, or the dashboard." }),
    }),
  });

const StartSingleSignOnInput = builder.inputType("StartSingleSignOnInput", {
  fields: (t) => ({
    next: t.string({ description: "A path on this site to go to once signed in (the dashboard otherwise)." }),
  }),
});

const FinishSingleSignOnInput = builder.inputType("FinishSingleSignOnInput", {
  fields: (t) => ({
    callbackUrl: t.string({
      required: true,
      description: "The URL the provider sent the browser back to (its query carries the code and state).",
    }),
  }),
});

builder.queryFields((t) => ({
  singleSignOn: t.field({
    type: SingleSignOnOption,
    nullable: true,
    description: "Single sign-on, when the site has an OpenID provider configured; null otherwise.",
    resolve: (_root, _args, ctx) => singleSignOnOption(ctx),
  }),
}));

builder.mutationFields((t) => ({
  startSingleSignOn: t.field({
    type: SingleSignOnStart,
    description:
      "Starts a single sign-on (the code flow with PKCE): keeps its state, nonce and verifier in the session cookie for 10 minutes and answers the provider's URL.",
    args: { input: t.arg({ type: StartSingleSignOnInput }) },
    resolve: (_root, { input }, ctx) => startSingleSignOn(ctx, input ?? {}),
  }),
  finishSingleSignOn: t.field({
    type: SingleSignOnPayload,
    description:
      "Finishes a single sign-on started in this browser, with the URL the provider sent it back to, and signs in.",
    args: { input: t.arg({ type: FinishSingleSignOnInput, required: true }) },
    resolve: (_root, { input }, ctx) => finishSingleSignOn(ctx, input),
  }),
}));
