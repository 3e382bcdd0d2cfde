import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;

type Agent = Awaited<ReturnType<typeof signIn>>;

const MEMBERS = `{ members { role joinedAt user { username email } } }`;
const CHANGE_ROLE = `mutation ($userId: ID!, $role: WorkspaceRole!) { changeMemberRole(userId: $userId, role: $role) { role user { username } } }`;
const REMOVE = `mutation ($userId: ID!) { removeMember(userId: $userId) { id } }`;
const LEAVE = `mutation { leaveWorkspace { message } }`;
const INVITE = `mutation ($email: String!) { inviteMember(input: { email: $email, role: member }) { email } }`;
const VIEWER = `{ viewer { currentWorkspace { name role } workspaceNotice memberships { role workspace { name } } } }`;

const OWNERS_ONLY = { message: "Only workspace owners can do this", code: "FORBIDDEN" };
const LAST_OWNER = { message: "A workspace must keep at least one owner", code: "CONFLICT" };
const NO_LONGER_A_MEMBER = "You are no longer a member of this workspace.";

/** A signed-in owner with a workspace of their own, and `members` added to it (not yet signed in). */
async function team(ownerName: string, ...memberNames: string[]) {
  const owner = await signedInAgent(t, { username: ownerName });
  const workspace = await workspaceOf(t.db, ownerName);
  const members = [];
  for (const name of memberNames) {
    const member = await createUser(t.db, { username: name });
    await addMember(t.db, workspace, member);
    members.push(member);
  }
  return { owner, workspace, members };
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the member list", () => {
  it("shows each member's name, address, role and join date, in the order they joined", async () => {
    const { owner, workspace } = await team("ada", "ben", "cy");
    const joined = await t.db.membership.findMany({
      where: { workspaceId: workspace.id },
      orderBy: { createdAt: "asc" },
    });
    expect((await graphql(owner, MEMBERS)).body.data.members).toEqual([
      {
        role: "owner",
        joinedAt: joined[0]?.createdAt.toISOString(),
        user: { username: "ada", email: "ada@example.com" },
      },
      {
        role: "member",
        joinedAt: joined[1]?.createdAt.toISOString(),
        user: { username: "ben", email: "ben@example.com" },
      },
      {
        role: "member",
        joinedAt: joined[2]?.createdAt.toISOString(),
        user: { username: "cy", email: "cy@example.com" },
      },
    ]);
  });

  it("teamMembers offers only the current workspace's members", async () => {
    const { owner } = await team("dora", "emil");
    await team("fritz", "gus");
    const listed = await graphql(
      owner,
      `
        {
          teamMembers {
            username
          }
        }
      `,
    );
    expect(listed.body.data.teamMembers).toEqual([{ username: "dora" }, { username: "emil" }]);
  });
});

describe("changing a member's role", () => {
  it("takes effect at the very next request, both ways", async () => {
    const { owner, members } = await team("hana", "ivo");
    const ivo = await signIn(t, "ivo");
    expect(errorOf((await graphql(ivo, INVITE, { email: "x@example.com" })).body)).toEqual(OWNERS_ONLY);
    const promoted = await graphql(owner, CHANGE_ROLE, { userId: members[0]?.id, role: "owner" });
    expect(promoted.body).toEqual({ data: { changeMemberRole: { role: "owner", user: { username: "ivo" } } } });
    expect((await graphql(ivo, INVITE, { email: "x@example.com" })).body).toEqual({
      data: { inviteMember: { email: "x@example.com" } },
    });
    const hana = await t.db.user.findUniqueOrThrow({ where: { username: "hana" } });
    expect((await graphql(ivo, CHANGE_ROLE, { userId: hana.id, role: "member" })).body.data.changeMemberRole.role).toBe(
      "member",
    );
    expect(errorOf((await graphql(owner, INVITE, { email: "y@example.com" })).body)).toEqual(OWNERS_ONLY);
  });

  it("answers Member not found for someone outside the workspace", async () => {
    const { owner } = await team("jana");
    const stranger = await createUser(t.db, { username: "stranger" });
    const response = await graphql(owner, CHANGE_ROLE, { userId: stranger.id, role: "owner" });
    expect(errorOf(response.body)).toEqual({ message: "Member not found", code: "NOT_FOUND" });
  });
});

describe("the last owner", () => {
  it("cannot be demoted, removed or leave", async () => {
    const { owner } = await team("kai", "lou");
    const kai = await t.db.user.findUniqueOrThrow({ where: { username: "kai" } });
    expect(errorOf((await graphql(owner, CHANGE_ROLE, { userId: kai.id, role: "member" })).body)).toEqual(LAST_OWNER);
    expect(errorOf((await graphql(owner, REMOVE, { userId: kai.id })).body)).toEqual(LAST_OWNER);
    expect(errorOf((await graphql(owner, LEAVE)).body)).toEqual(LAST_OWNER);
    expect(
      (
        await graphql(
          owner,
          `
            {
              viewer {
                currentWorkspace {
                  name
                  role
                }
              }
            }
          `,
        )
      ).body.data.viewer,
    ).toEqual({
      currentWorkspace: { name: "kai's workspace", role: "owner" },
    });
  });

  it("can leave once another member is an owner", async () => {
    const { owner, members } = await team("mia", "nils");
    await graphql(owner, CHANGE_ROLE, { userId: members[0]?.id, role: "owner" });
    expect((await graphql(owner, LEAVE)).body).toEqual({
      data: { leaveWorkspace: { message: `You left "mia's workspace"` } },
    });
    expect((await graphql(owner, VIEWER)).body.data.viewer).toEqual({
      currentWorkspace: null,
      workspaceNotice: null,
      memberships: [],
    });
    const nils = await signIn(t, "nils");
    expect((await graphql(nils, MEMBERS)).body.data.members).toEqual([
      { role: "owner", joinedAt: expect.any(String), user: { username: "nils", email: "nils@example.com" } },
    ]);
  });
});

describe("a removed member", () => {
  let boss: Agent;
  let phone: Agent;
  let laptop: Agent;
  let keySecret: string;
  let goneId: string;

  beforeAll(async () => {
    const { owner, workspace } = await team("boss");
    boss = owner;
    const gone = await createUser(t.db, { username: "gone" });
    goneId = gone.id;
    await addMember(t.db, workspace, gone, "owner");
    // A workspace of their own, joined later: sign-in still starts in the boss's, the earliest.
    await createWorkspace(t.db, gone, "gone's side project");
    phone = await signIn(t, "gone");
    laptop = await signIn(t, "gone");
    const created = await graphql(
      phone,
      `
        mutation {
          createApiKey(input: { name: "Sync" }) {
            secret
          }
        }
      `,
    );
    keySecret = created.body.data.createApiKey.secret;
    await workspace.db.customer.create({ data: { name: "Boss Customer", email: "boss@customer.test" } });
    await workspace.db.task.create({ data: { title: "Call the bank", assigneeId: gone.id } });
    await workspace.db.company.create({ data: { name: "Their Account", ownerId: gone.id } });
  });

  it("works in the workspace until removed", async () => {
    expect(
      (
        await graphql(
          laptop,
          `
            {
              viewer {
                currentWorkspace {
                  name
                }
              }
            }
          `,
        )
      ).body.data.viewer,
    ).toEqual({
      currentWorkspace: { name: "boss's workspace" },
    });
    const rest = await t.request().get("/api/customers").set("Authorization", `Bearer ${keySecret}`);
    expect([rest.status, rest.body.totalCount]).toEqual([200, 1]);
    expect((await graphql(boss, REMOVE, { userId: goneId })).body).toEqual({ data: { removeMember: { id: goneId } } });
  });

  it("is refused at the very next request, on every device", async () => {
    const refused = await graphql(
      phone,
      `
        {
          customers {
            totalCount
          }
        }
      `,
    );
    expect(errorOf(refused.body)).toEqual({ message: NO_LONGER_A_MEMBER, code: "WORKSPACE_REQUIRED" });
    const rest = await laptop.get("/api/customers");
    expect([rest.status, rest.text]).toEqual([403, NO_LONGER_A_MEMBER]);
  });

  it("is refused through every API key they created", async () => {
    const rest = await t.request().get("/api/customers").set("Authorization", `Bearer ${keySecret}`);
    expect([rest.status, rest.text]).toEqual([401, "Invalid API key"]);
    const viaGraphql = await t
      .request()
      .post("/graphql")
      .set("Authorization", `Bearer ${keySecret}`)
      .set("Content-Type", "application/json")
      .send({ query: "{ customers { totalCount } }" });
    expect([viaGraphql.status, viaGraphql.text]).toEqual([401, "Invalid API key"]);
  });

  it("no longer holds the tasks assigned to them there", async () => {
    const tasks = await graphql(
      boss,
      `
        {
          tasks {
            edges {
              node {
                title
                assignee {
                  username
                }
              }
            }
          }
        }
      `,
    );
    expect(tasks.body.data.tasks.edges).toEqual([{ node: { title: "Call the bank", assignee: null } }]);
  });

  it("no longer owns the companies they owned there", async () => {
    const companies = await graphql(boss, "{ companies { edges { node { name owner { username } } } } }");
    expect(companies.body.data.companies.edges).toEqual([{ node: { name: "Their Account", owner: null } }]);
  });

  it("sees why, and keeps their other workspaces", async () => {
    expect((await graphql(laptop, VIEWER)).body.data.viewer).toEqual({
      currentWorkspace: null,
      workspaceNotice: NO_LONGER_A_MEMBER,
      memberships: [{ role: "owner", workspace: { name: "gone's side project" } }],
    });
  });

  it("is no longer in the workspace's member lists", async () => {
    expect(
      (
        await graphql(
          boss,
          `
            {
              teamMembers {
                username
              }
            }
          `,
        )
      ).body.data.teamMembers,
    ).toEqual([{ username: "boss" }]);
  });
});

describe("a session that began without a workspace", () => {
  it("remembers the one it fell into, so being removed from it is reported rather than moving on", async () => {
    const { owner } = await team("quinn");
    const admin = await createUser(t.db, { username: "rolf", role: "admin" });
    await addMember(t.db, await workspaceOf(t.db, "quinn"), admin);
    await createWorkspace(t.db, admin, "Rolf's other workspace");
    // Signed in at the admin login, which chooses no workspace: the earliest membership is used.
    const session = await signIn(t, "rolf", "admin");
    expect((await graphql(session, VIEWER)).body.data.viewer.currentWorkspace).toEqual({
      name: "quinn's workspace",
      role: "member",
    });
    await graphql(owner, REMOVE, { userId: admin.id });
    const refused = await graphql(session, "{ customers { totalCount } }");
    expect(errorOf(refused.body)).toEqual({ message: NO_LONGER_A_MEMBER, code: "WORKSPACE_REQUIRED" });
  });
});
