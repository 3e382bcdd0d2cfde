import { z } from "zod";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { apiTime, toApiTime } from "#core/api/api-types.ts";
import { PAGE_MESSAGES } from "#core/lists/lists.rules.ts";
import { TRUSTED_BROWSER_NOT_FOUND } from "#schema/account/account.rules.ts";
import {
  forgetTrustedBrowser,
  listMyTrustedBrowsers,
  type TrustedBrowserView,
} from "#schema/account/trusted-browsers.service.ts";
import { deletedSchema } from "./answers.ts";
import { browserListLimit, browserRecordFields, browserRecordJson } from "./browser-records.ts";
import { defineRoute, ok } from "./route.ts";

const trustedBrowserSchema = z
  .strictObject({
    ...browserRecordFields({
      ip: "The address it was trusted from.",
      userAgent: "The User-Agent it was trusted with.",
      current: "Whether it is the browser asking.",
    }),
    createdAt: apiTime.meta({ description: "When it was trusted (ISO 8601 in UTC)." }),
    expiresAt: apiTime.meta({ description: "When the trust ends, 30 days later (ISO 8601 in UTC)." }),
  })
  .meta({ title: "TrustedBrowser" });

function trustedBrowserJson(browser: TrustedBrowserView): z.infer<typeof trustedBrowserSchema> {
  return {
    ...browserRecordJson(browser),
    createdAt: toApiTime(browser.createdAt),
    expiresAt: toApiTime(browser.expiresAt),
  };
}

const trustedBrowserExample = {
  id: "0194f39f-0d0d-7a00-8e00-7b0000000001",
  ip: "198.51.100.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  browser: "Chrome 142",
  os: "Linux",
  createdAt: "2026-11-20T09:15:00.000Z",
  expiresAt: "2026-12-20T09:15:00.000Z",
  current: true,
};

export const trustedBrowserRoutes = [
  defineRoute({
    method: "get",
    path: "/user/trusted-browsers",
    operationId: "listTrustedBrowsers",
    tag: "Account",
    summary: "The browsers the account trusts",
    description:
      "Browsers whose sign-in finished with a second factor and `trustBrowser: true`: a password sign-in from them skips the second step until `expiresAt`. Newest first; expired ones are left out.",
    access: "session",
    query: z.object({ limit: browserListLimit("browsers") }),
    answer: {
      status: 200,
      description: "The trusted browsers.",
      schema: z.strictObject({ data: z.array(trustedBrowserSchema) }).meta({ title: "TrustedBrowsers" }),
      example: { data: [trustedBrowserExample] },
    },
    errors: { 400: PAGE_MESSAGES.listLimit, 403: NOT_WITH_API_KEY },
    handler: async ({ ctx, query }) =>
      ok({ data: (await listMyTrustedBrowsers(ctx, { first: query.limit })).map(trustedBrowserJson) }),
  }),
  defineRoute({
    method: "delete",
    path: "/user/trusted-browsers/:id",
    operationId: "forgetTrustedBrowser",
    tag: "Account",
    summary: "Stop trusting a browser",
    description:
      "Its next password sign-in asks for the second factor again. Another account's browser is 404, as a missing one.",
    access: "session",
    params: {
      id: { description: "The trusted browser's id (a UUID), from the list.", example: trustedBrowserExample.id },
    },
    answer: {
      status: 200,
      description: "The forgotten browser's id.",
      schema: deletedSchema,
      example: { id: trustedBrowserExample.id },
    },
    errors: { 403: NOT_WITH_API_KEY, 404: TRUSTED_BROWSER_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(await forgetTrustedBrowser(ctx, String(params.id))),
  }),
];
