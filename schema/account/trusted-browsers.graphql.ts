import { builder } from "#core/builder.ts";
import { limitedList } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import { browserRecordFields } from "./browser-record.graphql.ts";
import { forgetTrustedBrowser, listMyTrustedBrowsers, type TrustedBrowserView } from "./trusted-browsers.service.ts";

const TrustedBrowser = builder.objectRef<TrustedBrowserView>("TrustedBrowser").implement({
  description: "A browser whose password sign-ins skip the second factor until it expires (30 days).",
  fields: (t) => ({
    ...browserRecordFields(t, {
      ip: "The address it was trusted from.",
      userAgent: "The User-Agent it was trusted with.",
      current: "Whether it is the browser asking.",
    }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar, description: "When it was trusted." }),
    expiresAt: t.expose("expiresAt", { type: DateTimeScalar, description: "When the trust ends." }),
  }),
});

builder.queryFields((t) => ({
  myTrustedBrowsers: t.field({
    type: [TrustedBrowser],
    description: "The browsers the signed-in person trusts, newest first; expired ones are left out. Not for API keys.",
    ...limitedList(t.arg),
    resolve: (_root, { first }, ctx) => listMyTrustedBrowsers(ctx, { first }),
  }),
}));

builder.mutationFields((t) => ({
  forgetTrustedBrowser: t.field({
    type: DeletePayload,
    description: "Stops trusting one of the person's browsers: its next sign-in asks for the second factor again.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => forgetTrustedBrowser(ctx, String(id)),
  }),
}));
