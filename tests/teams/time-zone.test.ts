import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNERS_ONLY } from "#core/access/access.text.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

const SET = `mutation ($timeZone: String!) { setWorkspaceTimeZone(timeZone: $timeZone) { timeZone } }`;
const MESSAGE = "Time zone must be an IANA time zone name, like Europe/Paris";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the workspace's time zone", () => {
  it("is UTC at first, and an owner sets it, in GraphQL and REST, to an IANA name only", async () => {
    const owner = await signedInAgent(t, { username: "zoneowner" });
    const workspace = await workspaceOf(t.db, "zoneowner");
    await addMember(t.db, workspace, await createUser(t.db, { username: "zonemember" }));
    const member = await signIn(t, "zonemember");

    const first = await graphql(owner, "{ viewer { currentWorkspace { timeZone } } }");
    expect(first.body.data.viewer.currentWorkspace.timeZone).toBe("UTC");
    const set = await graphql(owner, SET, { timeZone: "europe/paris" });
    expect(set.body.data.setWorkspaceTimeZone).toEqual({ timeZone: "Europe/Paris" });
    expect(errorOf((await graphql(owner, SET, { timeZone: "Mars/Olympus" })).body)).toEqual({
      message: MESSAGE,
      code: "BAD_USER_INPUT",
    });
    expect(errorOf((await graphql(member, SET, { timeZone: "Asia/Tokyo" })).body)).toMatchObject({
      message: OWNERS_ONLY,
    });

    const refused = await owner.patch("/api/workspace").send({ timeZone: "+01:00" });
    expect([refused.status, refused.text]).toEqual([400, MESSAGE]);
    const patched = await owner.patch("/api/workspace").send({ timeZone: "Asia/Tokyo" });
    expect([patched.status, patched.body.timeZone]).toEqual([200, "Asia/Tokyo"]);
    expect((await t.db.workspace.findUniqueOrThrow({ where: { id: workspace.id } })).timeZone).toBe("Asia/Tokyo");
  });
});
