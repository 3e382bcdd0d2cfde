import { pino } from "pino";
import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";

/**
 * A request context for calling a service function directly, as a signed-in user in a workspace,
 * where a test needs what HTTP cannot give it (a frozen clock). Nothing the services under test use
 * is faked: the database is real; session, mail and throttles are not touched by them.
 */
export function serviceContext(db: Database, viewer: User, workspace: WorkspaceAccess | null): Context {
  return {
    db,
    readDb: db,
    viewer,
    workspace,
    workspaceNotice: null,
    apiKeyId: null,
    sessionId: null,
    session: { save: async () => undefined, destroy: () => undefined },
    trustCookie: { token: undefined, set: () => undefined, clear: () => undefined },
    client: { ip: "127.0.0.1", userAgent: "" },
    requestId: "test",
    log: pino({ level: "silent" }),
    appUrl: "http://crm.test",
    demoData: false,
    allowPrivateWebhookUrls: true,
    viewerHasTwoFactor: false,
    adminRequiresTwoFactor: false,
    sessionFromSingleSignOn: false,
    singleSignOn: null,
    rateLimit: async () => undefined,
    rateLimitAddress: async () => undefined,
    passwordAttempt: async () => async () => undefined,
    forgivePasswordFailures: async () => undefined,
    allowances: {
      use: async (keys) => keys.map(() => ({ used: 0, resetsAt: new Date() })),
      giveBack: async () => undefined,
    },
    rememberWrites: async () => undefined,
  };
}
