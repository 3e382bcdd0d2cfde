import { builder } from "#core/builder.ts";
import { limitedList } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import { forgetTrustedBrowser, listMyTrustedBrowsers, type TrustedBrowserView } from "./trusted-browsers.service.ts";

const TrustedBrowser = builder.objectRef<TrustedBrowserView>("TrustedBrowser").implement({
  description: "A browser whose password sign-ins skip the second factor until it expires (30 days).",
  fields: (t) => ({
    id: t.exposeID("id"),
    ip: t.exposeString("ip", { description: "The address it was trusted from." }),
    userAgent: t.exposeString("userAgent", { description: "The User-Agent it was trusted with." }),
    browser: t.exposeString("browser", { description: "The browser and its major version, from the User-Agent." }),
    os: t.exposeString("os", { description: "The operating system, from the User-Agent." }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar, description: "When it was trusted." }),
    expiresAt: t.expose("expiresAt", { type: DateTimeScalar, description: "When the trust ends." }),
    current: t.exposeBoolean("current", { description: "Whether it is the browser asking." }),
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
