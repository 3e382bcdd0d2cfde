import { z } from "zod";
import { NOT_WITH_API_KEY, OWNERS_ONLY } from "#core/access/access.text.ts";
import {
  SECURITY_EVENT_KINDS,
  SECURITY_LOG_RETENTION_DAYS,
  SIGN_IN_METHODS,
} from "#core/access/security-events.text.ts";
import { apiId, apiTime, toApiTime } from "#core/api/api-types.ts";
import {
  listMySecurityEvents,
  listWorkspaceSecurityEvents,
  type SecurityEventView,
} from "#schema/account/security-events.service.ts";
import { listAnswer, pageParams, toListResponse } from "./list-params.ts";
import { defineRoute, ok } from "./route.ts";

const personSchema = z.strictObject({ id: apiId, username: z.string() }).meta({ title: "SecurityEventPerson" });

const detailSchema = z
  .strictObject({
    method: z.enum(SIGN_IN_METHODS).optional(),
    admin: z.boolean().optional(),
    username: z.string().optional(),
    role: z.string().optional(),
    left: z.boolean().optional(),
    name: z.string().optional(),
    url: z.string().optional(),
    ended: z.int().min(0).optional(),
  })
  .meta({
    title: "SecurityEventDetail",
    description:
      "Facts of the event: how a sign-in was proved (method), the member and role, the key's name, the webhook's URL, how many sessions ended.",
  });

const securityEventSchema = z
  .strictObject({
    id: apiId,
    kind: z.enum(SECURITY_EVENT_KINDS),
    createdAt: apiTime.meta({ description: "When it happened (ISO 8601 in UTC)." }),
    actor: personSchema
      .nullable()
      .meta({ description: "Who did it: null for a failed sign-in (nobody was signed in) or a deleted account." }),
    user: personSchema.meta({ description: "The account it concerns." }),
    ip: z.string().meta({ description: "The address it came from." }),
    userAgent: z.string().meta({ description: "The User-Agent it came with." }),
    browser: z.string().meta({ description: "The browser and its major version, from the User-Agent." }),
    os: z.string().meta({ description: "The operating system, from the User-Agent." }),
    detail: detailSchema,
    description: z.string().meta({ description: "What happened, as a sentence." }),
  })
  .meta({ title: "SecurityEvent" });

function securityEventJson(event: SecurityEventView): z.infer<typeof securityEventSchema> {
  return {
    id: event.id,
    kind: event.kind as z.infer<typeof securityEventSchema>["kind"],
    createdAt: toApiTime(event.createdAt),
    actor: event.actor,
    user: event.user,
    ip: event.ip,
    userAgent: event.userAgent,
    browser: event.browser,
    os: event.os,
    detail: event.detail,
    description: event.description,
  };
}

const securityEventExample = {
  id: "0194f39f-0d0d-7a00-8e00-5ec0e0000001",
  kind: "sign_in" as const,
  createdAt: "2026-11-27T08:02:00.000Z",
  actor: { id: "0194f39f-0d0d-7a00-8e00-0000000000a1", username: "ada" },
  user: { id: "0194f39f-0d0d-7a00-8e00-0000000000a1", username: "ada" },
  ip: "198.51.100.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  browser: "Chrome 142",
  os: "Linux",
  detail: { method: "totp" as const },
  description: "Signed in with a password and an authenticator code",
};

const eventList = listAnswer("A page of security events, newest first.", {
  schema: securityEventSchema,
  example: securityEventExample,
});
const pageQuery = z.object({ limit: pageParams.limit, cursor: pageParams.cursor, offset: pageParams.offset });

function pageInput(query: z.output<typeof pageQuery>) {
  return { first: query.limit, after: query.cursor || undefined, offset: query.offset };
}

export const securityEventRoutes = [
  defineRoute({
    method: "get",
    path: "/workspace/security-events",
    operationId: "listWorkspaceSecurityEvents",
    tag: "Workspace",
    summary: "The workspace's security log",
    description: `The workspace's security events, newest first: its members' sign-ins, failed sign-ins and second-factor changes (while they are members), role changes, members added and removed, API keys and webhooks created and revoked, and export downloads. Kept ${SECURITY_LOG_RETENTION_DAYS} days. Owners only: a member, and any API key (keys act as members), get 403.`,
    access: "workspace",
    query: pageQuery,
    answer: eventList,
    errors: { 400: "Invalid cursor", 403: OWNERS_ONLY },
    handler: async ({ ctx, query }) =>
      ok(await toListResponse(await listWorkspaceSecurityEvents(ctx, pageInput(query)), securityEventJson)),
  }),
  defineRoute({
    method: "get",
    path: "/user/security-events",
    operationId: "listMySecurityEvents",
    tag: "Account",
    summary: "The account's security log",
    description: `The signed-in person's own security events, newest first: sign-ins, failed sign-ins, second-factor changes and sessions ended. Kept ${SECURITY_LOG_RETENTION_DAYS} days.`,
    access: "session",
    query: pageQuery,
    answer: eventList,
    errors: { 400: "Invalid cursor", 403: NOT_WITH_API_KEY },
    handler: async ({ ctx, query }) =>
      ok(await toListResponse(await listMySecurityEvents(ctx, pageInput(query)), securityEventJson)),
  }),
];
