import { SIGN_IN_METHODS } from "#core/access/security-events.text.ts";
import { builder } from "#core/builder.ts";
import { limitedList } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import { browserRecordFields } from "./browser-record.graphql.ts";
import { endOtherSessions, endSession, listMySessions, type AccountSessionView } from "./sessions.service.ts";

const SignInMethodEnum = builder.enumType("SignInMethod", {
  description:
    "password; totp, recovery and password_passkey: a password and then that second factor; passkey: a passkey alone; sso: single sign-on.",
  values: SIGN_IN_METHODS,
});

const AccountSession = builder.objectRef<AccountSessionView>("AccountSession").implement({
  description: "A browser signed in to the account.",
  fields: (t) => ({
    ...browserRecordFields(t, {
      ip: "The address it was last used from.",
      userAgent: "The User-Agent it signed in with.",
      current: "Whether it is the session asking.",
    }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar, description: "When it signed in." }),
    lastUsedAt: t.expose("lastUsedAt", { type: DateTimeScalar, description: "Its last request, to the minute." }),
    signInMethod: t.expose("signInMethod", {
      type: SignInMethodEnum,
      description: "How it signed in: a password (and which second factor), a passkey alone, or single sign-on.",
    }),
  }),
});

const EndedSessions = builder.objectRef<{ ended: number }>("EndedSessions").implement({
  fields: (t) => ({ ended: t.exposeInt("ended", { description: "How many sessions ended." }) }),
});

builder.queryFields((t) => ({
  mySessions: t.field({
    type: [AccountSession],
    description:
      "The signed-in person's sessions: the asking one first, then the others last used first. Not for API keys.",
    ...limitedList(t.arg),
    resolve: (_root, { first }, ctx) => listMySessions(ctx, { first }),
  }),
}));

builder.mutationFields((t) => ({
  endSession: t.field({
    type: DeletePayload,
    description:
      "Ends one of the person's sessions: its browser is signed out at its next request. Ending this session signs this browser out.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => endSession(ctx, String(id)),
  }),
  endOtherSessions: t.field({
    type: EndedSessions,
    description: "Ends every session of the person but this one.",
    resolve: (_root, _args, ctx) => endOtherSessions(ctx),
  }),
}));
