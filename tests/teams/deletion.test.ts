import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeDeletedWorkspaces } from "#schema/workspaces/workspaces.service.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;

type Agent = Awaited<ReturnType<typeof signIn>>;

const OWNERS_ONLY = { message: "Only workspace owners can do this", code: "FORBIDDEN" };

const VIEWER = `{ viewer { currentWorkspace { name role } workspaceNotice memberships { role workspace { name } } } }`;
const DELETE = `mutation ($confirmName: String!) { deleteWorkspace(input: { confirmName: $confirmName }) { message } }`;
const DAY_MS = 24 * 60 * 60 * 1000;

async function viewerOf(agent: Agent) {
  return (await graphql(agent, VIEWER)).body.data.viewer;
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("deleting a workspace", () => {
  const DELETED = "This workspace has been deleted.";
  let owner: Agent;
  let crew: Agent;
  let admin: Agent;
  let workspaceId: string;

  beforeAll(async () => {
    owner = await signedInAgent(t, { username: "doomed" });
    const workspace = await workspaceOf(t.db, "doomed");
    workspaceId = workspace.id;
    await addMember(t.db, workspace, await createUser(t.db, { username: "crew" }));
    crew = await signIn(t, "crew");
    admin = await signedInAgent(t, { username: "root", role: "admin" });
  });

  it("asks for the workspace's name to confirm", async () => {
    const response = await graphql(owner, DELETE, { confirmName: "doomed" });
    expect(errorOf(response.body)).toEqual({ message: "Type the workspace's name to confirm", code: "BAD_USER_INPUT" });
    expect((await viewerOf(crew)).currentWorkspace).toEqual({ name: "doomed's workspace", role: "member" });
  });

  it("is for owners only", async () => {
    expect(errorOf((await graphql(crew, DELETE, { confirmName: "doomed's workspace" })).body)).toEqual(OWNERS_ONLY);
  });

  it("closes the workspace to its members at their very next request", async () => {
    expect((await graphql(owner, DELETE, { confirmName: "doomed's workspace" })).body).toEqual({
      data: { deleteWorkspace: { message: `Workspace "doomed's workspace" was deleted` } },
    });
    const refused = await graphql(
      crew,
      `
        {
          customers {
            totalCount
          }
        }
      `,
    );
    expect(errorOf(refused.body)).toEqual({ message: DELETED, code: "WORKSPACE_REQUIRED" });
    const rest = await crew.get("/api/customers");
    expect([rest.status, rest.text]).toEqual([403, DELETED]);
    expect(await viewerOf(crew)).toEqual({ currentWorkspace: null, workspaceNotice: DELETED, memberships: [] });
  });

  it("tells the site admin when it will be purged", async () => {
    const listed = await graphql(
      admin,
      `
        {
          workspaces {
            edges {
              node {
                id
                deletedAt
                purgeAt
              }
            }
          }
        }
      `,
    );
    const node = listed.body.data.workspaces.edges
      .map((edge: { node: { id: string } }) => edge.node)
      .find((candidate: { id: string }) => candidate.id === workspaceId);
    expect(new Date(node.purgeAt).getTime() - new Date(node.deletedAt).getTime()).toBe(90 * DAY_MS);
  });

  it("the site admin's restoreWorkspace gives it back to its members", async () => {
    const restore = `mutation ($id: ID!) { restoreWorkspace(id: $id) { name deletedAt purgeAt } }`;
    expect((await graphql(admin, restore, { id: workspaceId })).body).toEqual({
      data: { restoreWorkspace: { name: "doomed's workspace", deletedAt: null, purgeAt: null } },
    });
    const crm = (await workspaceOf(t.db, "doomed")).db;
    expect(
      (
        await graphql(
          crew,
          `
            {
              customers {
                totalCount
              }
            }
          `,
        )
      ).body,
    ).toEqual({
      data: { customers: { totalCount: await crm.customer.count() } },
    });
    expect(errorOf((await graphql(crew, restore, { id: workspaceId })).body)).toEqual({
      message: "Admin access required",
      code: "FORBIDDEN",
    });
  });
});

describe("purging deleted workspaces", () => {
  it("removes only workspaces deleted more than 90 days ago, with all their rows", async () => {
    const keeper = await createUser(t.db, { username: "keeper" });
    const now = new Date();
    const deletedDaysAgo = async (name: string, days: number) => {
      const workspace = await createWorkspace(t.db, keeper, name);
      const customer = await workspace.db.customer.create({ data: { name: `${name} customer`, email: "c@c.test" } });
      await workspace.db.deal.create({ data: { title: "Deal", customerId: customer.id } });
      await workspace.db.task.create({ data: { title: "Task", customerId: customer.id } });
      await workspace.db.activity.create({ data: { type: "note", title: "Note", customerId: customer.id } });
      await t.db.invitation.create({
        data: { workspaceId: workspace.id, email: "i@i.test", emailNormalized: "i@i.test", hash: name, expiresAt: now },
      });
      const deletedAt = new Date(now.getTime() - days * DAY_MS);
      await t.db.workspace.update({ where: { id: workspace.id }, data: { deletedAt } });
      return workspace;
    };
    const longGone = await deletedDaysAgo("Long gone", 90.01);
    const justNinety = await deletedDaysAgo("Ninety days", 90);
    const recent = await deletedDaysAgo("Recently gone", 1);
    const live = { where: { deletedAt: null } };
    const liveBefore = await t.db.workspace.count(live);

    expect(await purgeDeletedWorkspaces(t.db, now)).toBe(1);

    expect(await t.db.workspace.findUnique({ where: { id: longGone.id } })).toBeNull();
    expect(await t.db.membership.count({ where: { workspaceId: longGone.id } })).toBe(0);
    expect(await t.db.invitation.count({ where: { workspaceId: longGone.id } })).toBe(0);
    const rows = (workspace: typeof longGone) =>
      Promise.all([
        workspace.db.customer.count(),
        workspace.db.deal.count(),
        workspace.db.task.count(),
        workspace.db.activity.count(),
      ]);
    expect(await rows(longGone)).toEqual([0, 0, 0, 0]);
    expect(await rows(justNinety)).toEqual([1, 1, 1, 1]);
    expect(await rows(recent)).toEqual([1, 1, 1, 1]);
    expect(await t.db.invitation.count({ where: { workspaceId: { in: [justNinety.id, recent.id] } } })).toBe(2);
    expect(await t.db.workspace.count(live)).toBe(liveBefore);
  });
});
