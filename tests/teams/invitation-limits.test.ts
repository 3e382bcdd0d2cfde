import { pino } from "pino";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#gateway/app.ts";
import { graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";
import { addMember, createWorkspace, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;

type Requester = Parameters<typeof graphql>[0];

const INVITE = `mutation ($email: String!) { inviteMember(input: { email: $email }) { id } }`;
const RESEND = `mutation ($id: ID!) { resendInvitation(id: $id) { email } }`;
const SWITCH = `mutation ($id: ID!) { switchWorkspace(workspaceId: $id) { name } }`;

type Refusal = { message: string; extensions: { code: string; retryAfter: number } };

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function invite(by: Requester, email: string) {
  return (await graphql(by, INVITE, { email })).body as {
    data: { inviteMember: { id: string } } | null;
    errors?: Refusal[];
  };
}

async function inviteMany(by: Requester, prefix: string, count: number) {
  for (let index = 1; index <= count; index += 1) {
    expect((await invite(by, `${prefix}-${index}@example.com`)).data?.inviteMember.id).toMatch(/^[0-9a-f-]{36}$/);
  }
}

/** The refusal, its wait checked to be within the hour and stated in the message too. */
function refusalOf(body: { errors?: Refusal[] }) {
  const [error] = body.errors ?? [];
  const { retryAfter = 0 } = error?.extensions ?? {};
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  return { message: error?.message, code: error?.extensions.code };
}

async function addOwner(workspace: Awaited<ReturnType<typeof workspaceOf>>, username: string) {
  await addMember(t.db, workspace, await createUser(t.db, { username }), "owner");
  return signIn(t, username);
}

async function mailsTo(prefix: string) {
  await t.deliverMail();
  return t.outbox.filter((mail) => mail.to.startsWith(prefix)).length;
}

describe("invitation mails", () => {
  it("are limited to 10 an hour per person, across all their workspaces, answering RATE_LIMITED with the wait", async () => {
    const owner = await signedInAgent(t, { username: "uma" });
    await inviteMany(owner, "uma", 10);

    expect(refusalOf(await invite(owner, "uma-11@example.com"))).toEqual({
      message: "You can send at most 10 invitations an hour. Try again in 60 minutes.",
      code: "RATE_LIMITED",
    });
    const other = await createWorkspace(t.db, await t.db.user.findUniqueOrThrow({ where: { username: "uma" } }));
    await graphql(owner, SWITCH, { id: other.id });
    expect(refusalOf(await invite(owner, "uma-12@example.com"))).toEqual({
      message: "You can send at most 10 invitations an hour. Try again in 60 minutes.",
      code: "RATE_LIMITED",
    });
    expect(await mailsTo("uma-")).toBe(10);
    expect(await t.db.invitation.count({ where: { email: { startsWith: "uma-" } } })).toBe(10);
  });

  it("are limited to 20 an hour per workspace, whoever of its owners sends them", async () => {
    const first = await signedInAgent(t, { username: "vic" });
    const workspace = await workspaceOf(t.db, "vic");
    const second = await addOwner(workspace, "vic2");
    const third = await addOwner(workspace, "vic3");
    await inviteMany(first, "vic-a", 10);
    await inviteMany(second, "vic-b", 10);

    expect(refusalOf(await invite(third, "vic-c-1@example.com"))).toEqual({
      message: "This workspace can send at most 20 invitations an hour. Try again in 60 minutes.",
      code: "RATE_LIMITED",
    });
    expect(await mailsTo("vic-")).toBe(20);
  });

  it("can resend one invitation 3 times an hour", async () => {
    const owner = await signedInAgent(t, { username: "wes" });
    const invited = await invite(owner, "wes-guest@example.com");
    const id = invited.data?.inviteMember.id;
    for (let resend = 1; resend <= 3; resend += 1) {
      expect((await graphql(owner, RESEND, { id })).body).toEqual({
        data: { resendInvitation: { email: "wes-guest@example.com" } },
      });
    }

    expect(refusalOf((await graphql(owner, RESEND, { id })).body)).toEqual({
      message: "An invitation can be sent again at most 3 times an hour. Try again in 60 minutes.",
      code: "RATE_LIMITED",
    });
    expect(await mailsTo("wes-guest@")).toBe(4);
    // The refused resend was not counted against the person's hourly 10: six more invitations go out.
    await inviteMany(owner, "wes", 6);
  });

  it("are counted in the database, so every gateway process shares the allowance", async () => {
    const secondProcess = buildApp({ db: t.db, log: pino({ level: "silent" }), config: t.config });
    const first = await signedInAgent(t, { username: "xia" });
    const second = supertest.agent(secondProcess);
    await second.post("/api/auth/login").set("Content-Type", "application/json").send({
      username: "xia",
      password: TEST_PASSWORD,
    });
    for (let index = 1; index <= 10; index += 1) {
      const body = await invite(index % 2 === 0 ? second : first, `xia-${index}@example.com`);
      expect(body.data?.inviteMember.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(refusalOf(await invite(second, "xia-11@example.com"))).toEqual({
      message: "You can send at most 10 invitations an hour. Try again in 60 minutes.",
      code: "RATE_LIMITED",
    });
  });
});
