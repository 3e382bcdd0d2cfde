import { builder } from "#core/builder.ts";
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from "#core/access/security-events.text.ts";
import { connectionType, pageArgs } from "#core/lists/lists.graphql.ts";
import { DateTimeScalar, JSONScalar } from "#core/scalars.ts";
import {
  listMySecurityEvents,
  listWorkspaceSecurityEvents,
  type SecurityEventPerson,
  type SecurityEventView,
} from "./security-events.service.ts";

const SecurityEventKindEnum = builder.enumType("SecurityEventKind", { values: SECURITY_EVENT_KINDS });

const SecurityEventPersonRef = builder.objectRef<SecurityEventPerson>("SecurityEventPerson").implement({
  description: "An account a security event names.",
  fields: (t) => ({ id: t.exposeID("id"), username: t.exposeString("username") }),
});

const SecurityEvent = builder.objectRef<SecurityEventView>("SecurityEvent").implement({
  description: "One entry of a security log.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: SecurityEventKindEnum, resolve: (event) => event.kind as SecurityEventKind }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar, description: "When it happened." }),
    actor: t.field({
      type: SecurityEventPersonRef,
      nullable: true,
      description: "Who did it: null for a failed sign-in (nobody was signed in) or an account since deleted.",
      resolve: (event) => event.actor,
    }),
    user: t.field({
      type: SecurityEventPersonRef,
      description: "The account it concerns.",
      resolve: (event) => event.user,
    }),
    ip: t.exposeString("ip", { description: "The address it came from." }),
    userAgent: t.exposeString("userAgent", { description: "The User-Agent it came with." }),
    browser: t.exposeString("browser", { description: "The browser and its major version, from the User-Agent." }),
    os: t.exposeString("os", { description: "The operating system, from the User-Agent." }),
    detail: t.field({
      type: JSONScalar,
      description: "Facts of the event: method (password, totp, recovery), username, role, name, url, ended.",
      resolve: (event) => event.detail,
    }),
    description: t.exposeString("description", { description: "What happened, as a sentence." }),
  }),
});

const SecurityEventConnection = connectionType("SecurityEvent", SecurityEvent);

builder.queryFields((t) => ({
  securityEvents: t.field({
    type: SecurityEventConnection,
    description:
      "The current workspace's security log, newest first: its members' sign-ins, failed sign-ins and second-factor changes, and its team, API key, webhook and export changes. Kept 180 days. Owners only (never an API key).",
    args: pageArgs(t.arg),
    resolve: (_root, args, ctx) => listWorkspaceSecurityEvents(ctx, args),
  }),
  mySecurityEvents: t.field({
    type: SecurityEventConnection,
    description:
      "The signed-in person's own security log, newest first: sign-ins, failed sign-ins, second-factor and session changes. Kept 180 days. Not for API keys.",
    args: pageArgs(t.arg),
    resolve: (_root, args, ctx) => listMySecurityEvents(ctx, args),
  }),
}));
