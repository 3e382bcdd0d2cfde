import { z } from "zod";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { SIGN_IN_METHODS } from "#core/access/security-events.text.ts";
import { apiTime, toApiTime } from "#core/api/api-types.ts";
import { PAGE_MESSAGES } from "#core/lists/lists.rules.ts";
import { SESSION_NOT_FOUND } from "#schema/account/account.rules.ts";
import {
  endOtherSessions,
  endSession,
  listMySessions,
  type AccountSessionView,
} from "#schema/account/sessions.service.ts";
import { deletedSchema } from "./answers.ts";
import { browserListLimit, browserRecordFields, browserRecordJson } from "./browser-records.ts";
import { defineRoute, ok } from "./route.ts";

const sessionSchema = z
  .strictObject({
    ...browserRecordFields({
      ip: "The address it was last used from.",
      userAgent: "The User-Agent it signed in with.",
      current: "Whether it is the session asking.",
    }),
    createdAt: apiTime.meta({ description: "When it signed in (ISO 8601 in UTC)." }),
    lastUsedAt: apiTime.meta({ description: "Its last request, to the minute (ISO 8601 in UTC)." }),
    signInMethod: z.enum(SIGN_IN_METHODS).meta({
      description:
        "How it signed in: `password`; `totp`, `recovery` and `password_passkey` are a password and then that second factor; `passkey` a passkey alone; `sso` single sign-on.",
    }),
  })
  .meta({ title: "AccountSession" });

function sessionJson(session: AccountSessionView): z.infer<typeof sessionSchema> {
  return {
    ...browserRecordJson(session),
    createdAt: toApiTime(session.createdAt),
    lastUsedAt: toApiTime(session.lastUsedAt),
    signInMethod: session.signInMethod,
  };
}

const sessionExample = {
  id: "0194f39f-0d0d-7a00-8e00-5e5510000001",
  ip: "198.51.100.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  browser: "Chrome 142",
  os: "Linux",
  createdAt: "2026-11-20T09:15:00.000Z",
  lastUsedAt: "2026-11-27T08:02:00.000Z",
  signInMethod: "totp",
  current: true,
};

export const sessionRoutes = [
  defineRoute({
    method: "get",
    path: "/user/sessions",
    operationId: "listSessions",
    tag: "Account",
    summary: "The account's sessions",
    description:
      "Every browser signed in to the account, the asking one first (`current`), then the others last used first: its address, browser and system, when it signed in and was last used.",
    access: "session",
    query: z.object({ limit: browserListLimit("sessions") }),
    answer: {
      status: 200,
      description: "The sessions.",
      schema: z.strictObject({ data: z.array(sessionSchema) }).meta({ title: "AccountSessions" }),
      example: { data: [sessionExample] },
    },
    errors: { 400: PAGE_MESSAGES.listLimit, 403: NOT_WITH_API_KEY },
    handler: async ({ ctx, query }) =>
      ok({ data: (await listMySessions(ctx, { first: query.limit })).map(sessionJson) }),
  }),
  defineRoute({
    method: "post",
    path: "/user/sessions/end-others",
    operationId: "endOtherSessions",
    tag: "Account",
    summary: "Sign out all other sessions",
    description: "Ends every session of the account but this one.",
    access: "session",
    answer: {
      status: 200,
      description: "How many sessions ended.",
      schema: z.strictObject({ ended: z.int().min(0) }).meta({ title: "EndedSessions" }),
      example: { ended: 2 },
    },
    errors: { 403: NOT_WITH_API_KEY },
    handler: async ({ ctx }) => ok(await endOtherSessions(ctx)),
  }),
  defineRoute({
    method: "delete",
    path: "/user/sessions/:id",
    operationId: "endSession",
    tag: "Account",
    summary: "End a session",
    description:
      "Signs one of the account's sessions out at its next request (this one: at once, as a logout). Another account's session is 404, as a missing one.",
    access: "session",
    params: {
      id: { description: "The session's id (a UUID), from the list of sessions.", example: sessionExample.id },
    },
    answer: {
      status: 200,
      description: "The ended session's id.",
      schema: deletedSchema,
      example: { id: sessionExample.id },
    },
    errors: { 403: NOT_WITH_API_KEY, 404: SESSION_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(await endSession(ctx, String(params.id))),
  }),
];
