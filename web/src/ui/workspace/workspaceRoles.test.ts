import { describe, expect, it } from "vitest";
import { defaultWorkspaceName, roleWithArticle } from "./workspaceRoles.ts";

describe("roleWithArticle", () => {
  it("says 'an owner' and 'a member'", () => {
    expect(roleWithArticle("owner")).toBe("an owner");
    expect(roleWithArticle("member")).toBe("a member");
  });
});

describe("defaultWorkspaceName", () => {
  it("names the workspace after its owner", () => {
    expect(defaultWorkspaceName("alice")).toBe("alice's workspace");
  });
});
