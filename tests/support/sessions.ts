import { randomBytes } from "node:crypto";
import { sealData } from "iron-session";
import { sessionTokenHash } from "#core/access/account-sessions.ts";
import type { SessionData } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import { DEFAULT_SESSION_LIFETIMES, SESSION_COOKIE } from "#gateway/session.ts";
import { TEST_SESSION_SECRET } from "./test-app.ts";

/** A session row for the user, as a sign-in makes it, and the token its cookie carries. */
export async function openTestSession(db: Database, userId: string, at = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const row = await db.accountSession.create({
    data: { userId, tokenHash: sessionTokenHash(token), createdAt: at, lastUsedAt: at },
  });
  return { id: row.id, token };
}

/** The cookie header of `data` sealed as the server seals it. */
export async function sealedCookie(data: SessionData): Promise<string> {
  const seal = await sealData(data, {
    password: TEST_SESSION_SECRET,
    ttl: DEFAULT_SESSION_LIFETIMES.absoluteMs / 1000,
  });
  return `${SESSION_COOKIE}=${seal}`;
}

/** A cookie of a fresh session of the user (a row made for it), with the session's timestamps given or now. */
export async function sessionCookie(
  db: Database,
  userId: string,
  data: Omit<SessionData, "userId" | "sessionToken"> = {},
): Promise<string> {
  const { token } = await openTestSession(db, userId);
  const now = Date.now();
  return sealedCookie({ userId, sessionToken: token, signedInAt: now, activeAt: now, ...data });
}
