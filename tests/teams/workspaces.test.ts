import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;

type Agent = Awaited<ReturnType<typeof signIn>>;

const OWNERS_ONLY = { message: "Only workspace owners can do this", code: "FORBIDDEN" };

const VIEWER = `{ viewer { currentWorkspace { name role } memberships { role workspace { id name } } } }`;
const CREATE = `mutation ($name: String!) { createWorkspace(input: { name: $name }) { name role } }`;
const SWITCH = `mutation ($id: ID!) { switchWorkspace(workspaceId: $id) { name role } }`;
const RENAME = `mutation ($name: String!) { renameWorkspace(input: { name: $name }) { name role } }`;
const SEARCH = `query ($search: String) { customers(filter: { search: $search }) { totalCount } }`;

async function viewerOf(agent: Agent) {
  return (await graphql(agent, VIEWER)).body.data.viewer;
}

async function found(agent: Agent, search: string) {
  return (await graphql(agent, SEARCH, { search })).body.data.customers.totalCount;
}

beforeAll(async () => {
  // Sign-in seeds each new workspace with sample rows, as a demo installation does.
  t = await startTestApp({ demoData: true });
});
afterAll(() => t.close());

describe("a person's workspaces", () => {
  let wren: Agent;
  beforeAll(async () => {
    wren = await signedInAgent(t, { username: "wren" });
    await (
      await workspaceOf(t.db, "wren")
    ).db.customer.create({ data: { name: "Only Wren", email: "only@wren.test" } });
  });

  it("the first sign-in creates one named after them, with them as its owner; later sign-ins add none", async () => {
    expect(await viewerOf(wren)).toMatchObject({
      currentWorkspace: { name: "wren's workspace", role: "owner" },
      memberships: [{ role: "owner", workspace: { name: "wren's workspace" } }],
    });
    await signIn(t, "wren");
    expect(await t.db.membership.count({ where: { user: { username: "wren" } } })).toBe(1);
  });

  it("createWorkspace makes the creator its owner and moves the session into it", async () => {
    expect((await graphql(wren, CREATE, { name: "Side Project" })).body).toEqual({
      data: { createWorkspace: { name: "Side Project", role: "owner" } },
    });
    const viewer = await viewerOf(wren);
    expect(viewer.currentWorkspace).toEqual({ name: "Side Project", role: "owner" });
    expect(viewer.memberships.map((membership: { workspace: { name: string } }) => membership.workspace.name)).toEqual([
      "wren's workspace",
      "Side Project",
    ]);
    expect(await found(wren, "Only Wren")).toBe(0);
  });

  it("switchWorkspace moves the session to another of the viewer's workspaces", async () => {
    const [first] = (await viewerOf(wren)).memberships;
    expect((await graphql(wren, SWITCH, { id: first.workspace.id })).body).toEqual({
      data: { switchWorkspace: { name: "wren's workspace", role: "owner" } },
    });
    expect(await found(wren, "Only Wren")).toBe(1);
  });

  it("switchWorkspace answers Workspace not found for a workspace the viewer is not in", async () => {
    const other = await createWorkspace(t.db, await createUser(t.db, { username: "other" }));
    for (const id of [other.id, "not-an-id"]) {
      const response = await graphql(wren, SWITCH, { id });
      expect(errorOf(response.body)).toEqual({ message: "Workspace not found", code: "NOT_FOUND" });
    }
    expect((await viewerOf(wren)).currentWorkspace).toEqual({ name: "wren's workspace", role: "owner" });
  });

  it("renameWorkspace gives the current workspace a new, trimmed name", async () => {
    expect((await graphql(wren, RENAME, { name: "  Wren & Co  " })).body).toEqual({
      data: { renameWorkspace: { name: "Wren & Co", role: "owner" } },
    });
    expect((await viewerOf(wren)).currentWorkspace).toEqual({ name: "Wren & Co", role: "owner" });
  });

  it("refuses a blank workspace name", async () => {
    const required = { message: "Workspace name is required", code: "BAD_USER_INPUT" };
    expect(errorOf((await graphql(wren, RENAME, { name: "   " })).body)).toEqual(required);
    expect(errorOf((await graphql(wren, CREATE, { name: "" })).body)).toEqual(required);
  });

  it("members cannot rename the workspace", async () => {
    const workspace = await workspaceOf(t.db, "wren");
    await addMember(t.db, workspace, await createUser(t.db, { username: "wren-helper" }));
    const helper = await signIn(t, "wren-helper");
    expect(errorOf((await graphql(helper, RENAME, { name: "Mine now" })).body)).toEqual(OWNERS_ONLY);
  });
});
