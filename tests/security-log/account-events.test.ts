import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "#tests/support/graphql.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { allowCodeAgain, enrolTotp, totpCode, wrongTotpCode } from "#tests/support/two-factor.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";
import {
  browserAt,
  CHROME,
  ELSEWHERE,
  eventSummary,
  FIREFOX,
  HOME,
  json,
  logIn,
  restLog,
  type Browser,
} from "./support.ts";

// The account's events (sign-ins and their failures, the second factor, sessions): each recorded for the
// account, and the sign-ins and second-factor changes for the owners of the person's workspaces too.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

const MY_LOG = `{ mySecurityEvents(first: 50) { totalCount edges { node {
  kind actor { username } user { username } ip browser os detail description } } } }`;

async function myLog(browser: Browser) {
  const response = await graphql(browser, MY_LOG);
  const connection = response.body.data?.mySecurityEvents as {
    edges: { node: Parameters<typeof eventSummary>[0] }[];
  };
  return connection.edges.map(({ node }) => eventSummary(node));
}

/** An owner signed in at HOME (the sign-in gives them a workspace) and a member of it, not yet signed in. */
async function ownerAndMember(prefix: string) {
  await createUser(t.db, { username: `${prefix}-owner` });
  const owner = browserAt(t, HOME);
  await logIn(owner, `${prefix}-owner`);
  const member = await createUser(t.db, { username: `${prefix}-member` });
  await addMember(t.db, await workspaceOf(t.db, `${prefix}-owner`), member);
  return { owner, ownerName: `${prefix}-owner`, memberName: `${prefix}-member` };
}

const signIn = (who: string, origin: string, method = "password", description = "Signed in with a password") => ({
  kind: "sign_in",
  actor: who,
  user: who,
  ip: origin === CHROME ? HOME.ip : ELSEWHERE.ip,
  browser: origin,
  detail: { method },
  description,
});

const failure = (who: string, origin: string, method: string, description: string) => ({
  kind: "sign_in_failed",
  actor: null,
  user: who,
  ip: origin === CHROME ? HOME.ip : ELSEWHERE.ip,
  browser: origin,
  detail: { method },
  description,
});

describe("sign-ins", () => {
  it("logs a sign-in and a wrong password for the account, and for the owners of its workspace", async () => {
    const { owner, ownerName, memberName } = await ownerAndMember("pw");
    const member = browserAt(t, ELSEWHERE);
    await logIn(member, memberName, { password: "not-the-password", status: 401 });
    await logIn(member, memberName);

    const memberEvents = [
      signIn(memberName, FIREFOX),
      failure(memberName, FIREFOX, "password", "Failed sign-in: wrong password"),
    ];
    expect(await restLog(member, "/api/user/security-events")).toEqual(memberEvents);
    expect(await myLog(member)).toEqual(memberEvents);
    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      ...memberEvents,
      signIn(ownerName, CHROME),
    ]);
    expect(await restLog(owner, "/api/user/security-events")).toEqual([signIn(ownerName, CHROME)]);
  });

  it("logs nothing for a name without an account", async () => {
    const before = await t.db.$queryRaw<[{ count: number }]>`SELECT count(*)::int AS count FROM security_events`;
    await logIn(browserAt(t), "nobody-by-that-name", { status: 401 });
    const after = await t.db.$queryRaw<[{ count: number }]>`SELECT count(*)::int AS count FROM security_events`;
    expect(after[0].count).toBe(before[0].count);
  });

  it("logs a sign-in finished by an authenticator code or a recovery code, and wrong ones", async () => {
    const { owner, ownerName, memberName } = await ownerAndMember("tf");
    const setUp = browserAt(t, HOME);
    await logIn(setUp, memberName);
    const { secret, recoveryCodes } = await enrolTotp(t, setUp, memberName);

    const member = browserAt(t, ELSEWHERE);
    const second = (body: object, status: number) =>
      member
        .post("/api/auth/login/two-factor")
        .set(json)
        .send(body)
        .expect(status)
        .then(() => undefined);
    await logIn(member, memberName);
    await second({ code: wrongTotpCode(secret) }, 401);
    await second({ code: totpCode(secret) }, 200);
    await allowCodeAgain(t, memberName);
    await logIn(member, memberName);
    await second({ recoveryCode: "AAAA-BBBB-CCCC" }, 401);
    await second({ recoveryCode: recoveryCodes[0] }, 200);

    const twoFactorOn = {
      kind: "two_factor_enabled",
      actor: memberName,
      user: memberName,
      ip: HOME.ip,
      browser: CHROME,
      detail: {},
      description: "Turned on two-factor authentication",
    };
    const memberEvents = [
      signIn(memberName, FIREFOX, "recovery", "Signed in with a password and a recovery code"),
      failure(memberName, FIREFOX, "recovery", "Failed sign-in: wrong recovery code"),
      signIn(memberName, FIREFOX, "totp", "Signed in with a password and an authenticator code"),
      failure(memberName, FIREFOX, "totp", "Failed sign-in: wrong authenticator code"),
      twoFactorOn,
      signIn(memberName, CHROME),
    ];
    expect(await restLog(member, "/api/user/security-events")).toEqual(memberEvents);
    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      ...memberEvents,
      signIn(ownerName, CHROME),
    ]);
  });
});

describe("the second factor and sessions", () => {
  it("logs new recovery codes and turning two-factor off, for the account and its workspaces' owners", async () => {
    const { owner, ownerName, memberName } = await ownerAndMember("codes");
    const member = browserAt(t, HOME);
    await logIn(member, memberName);
    const { secret } = await enrolTotp(t, member, memberName);
    await member
      .post("/api/user/two-factor/recovery-codes")
      .set(json)
      .send({ code: totpCode(secret) })
      .expect(200);
    await allowCodeAgain(t, memberName);
    await member
      .delete("/api/user/two-factor/totp")
      .set(json)
      .send({ code: totpCode(secret) })
      .expect(200);

    const change = (kind: string, description: string) => ({
      kind,
      actor: memberName,
      user: memberName,
      ip: HOME.ip,
      browser: CHROME,
      detail: {},
      description,
    });
    const memberEvents = [
      change("two_factor_disabled", "Turned off two-factor authentication"),
      change("recovery_codes_regenerated", "Generated new recovery codes"),
      change("two_factor_enabled", "Turned on two-factor authentication"),
      signIn(memberName, CHROME),
    ];
    expect(await myLog(member)).toEqual(memberEvents);
    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      ...memberEvents,
      signIn(ownerName, CHROME),
    ]);
  });

  it("logs sessions ended, one or all others, for the account only", async () => {
    const { owner, ownerName, memberName } = await ownerAndMember("ends");
    const first = browserAt(t, ELSEWHERE);
    await logIn(first, memberName);
    await logIn(browserAt(t, ELSEWHERE), memberName);
    const member = browserAt(t, HOME);
    await logIn(member, memberName);
    const sessions = (await member.get("/api/user/sessions")).body as { data: { id: string; current: boolean }[] };
    const other = sessions.data.find((session) => !session.current);
    await member.delete(`/api/user/sessions/${other?.id}`).expect(200);
    await member.post("/api/user/sessions/end-others").set(json).send({}).expect(200);

    const ended = (kind: string, detail: object, description: string) => ({
      kind,
      actor: memberName,
      user: memberName,
      ip: HOME.ip,
      browser: CHROME,
      detail,
      description,
    });
    expect(await restLog(member, "/api/user/security-events")).toEqual([
      ended("other_sessions_ended", { ended: 1 }, "Signed out 1 other session"),
      ended("session_ended", {}, "Signed out a session"),
      signIn(memberName, CHROME),
      signIn(memberName, FIREFOX),
      signIn(memberName, FIREFOX),
    ]);
    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      signIn(memberName, CHROME),
      signIn(memberName, FIREFOX),
      signIn(memberName, FIREFOX),
      signIn(ownerName, CHROME),
    ]);
  });

  it("shows a workspace only the sign-ins of the time its person was a member", async () => {
    const { owner, ownerName } = await ownerAndMember("joined");
    const outsider = await createUser(t.db, { username: "joined-later" });
    await logIn(browserAt(t, ELSEWHERE), "joined-later");
    await addMember(t.db, await workspaceOf(t.db, ownerName), outsider);
    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([signIn(ownerName, CHROME)]);
  });
});
