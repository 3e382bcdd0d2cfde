import express from "express";
import { sealData } from "iron-session";
import { pino } from "pino";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Database } from "#core/db/db.ts";
import { createReadRouting } from "#core/replica/read-routing.ts";
import type { Access } from "#schema/workspaces/access.ts";
import { attachContext, type ContextDeps } from "./context.ts";
import { createSessionOptions, createSessionReader, SESSION_COOKIE } from "./session.ts";

const options = createSessionOptions({ secret: "a-session-secret-of-at-least-32-characters", secure: false });
const log = pino({ level: "silent" });

/** What apiKeyAuth leaves for a valid key: the key's creator, in the key's workspace. */
const keyAccess = {
  viewer: { id: "0194f39f-0d0d-7a00-8e00-000000000001", role: "user" },
  workspace: null,
  workspaceNotice: null,
  apiKeyId: "0194f39f-0d0d-7a00-8e00-00000000000k",
} as unknown as Access;

/** An app that authenticates every request by an API key, and answers with the session its context got. */
function keyAuthenticatedApp() {
  const deps = {
    readSession: createSessionReader(options),
    readRouting: createReadRouting({ primary: {} as Database, log }),
  } as Partial<ContextDeps> as ContextDeps;
  const app = express();
  app.use((req, res, next) => {
    req.log = log;
    res.locals.apiKeyAccess = keyAccess;
    next();
  });
  app.use(attachContext(deps));
  app.get("/session", (_req, res) => {
    const { session, viewer, apiKeyId } = res.locals.context;
    res.json({ session: { ...session }, viewerId: viewer?.id, apiKeyId });
  });
  return supertest(app);
}

describe("the request context", () => {
  it("gives a request an API key authenticated an empty session: its cookie is not even unsealed", async () => {
    const cookie = await sealData(
      { userId: "0194f39f-0d0d-7a00-8e00-00000000000c", sessionToken: "t", workspaceId: "w", readAfter: "0/9" },
      { password: options.password, ttl: options.ttl },
    );
    const response = await keyAuthenticatedApp().get("/session").set("Cookie", `${SESSION_COOKIE}=${cookie}`);
    expect([response.status, response.body, response.headers["set-cookie"]]).toEqual([
      200,
      { session: {}, viewerId: keyAccess.viewer?.id, apiKeyId: keyAccess.apiKeyId },
      undefined,
    ]);
  });

  it("answers a request with a valid key and a garbage cookie as the key's, touching no session", async () => {
    const response = await keyAuthenticatedApp().get("/session").set("Cookie", `${SESSION_COOKIE}=Fe26.2*1*garbage`);
    expect([response.status, response.body, response.headers["set-cookie"]]).toEqual([
      200,
      { session: {}, viewerId: keyAccess.viewer?.id, apiKeyId: keyAccess.apiKeyId },
      undefined,
    ]);
  });
});
