import { describe, expect, it } from "vitest";
import { workspaceStatus } from "./workspaceStatus.ts";

describe("workspaceStatus", () => {
  it("says Active for a workspace in use", () => {
    expect(workspaceStatus({ deletedAt: null, purgeAt: null })).toBe("Active");
  });

  it("says when a deleted workspace is purged", () => {
    const deletedAt = new Date(2026, 10, 22, 10).toISOString();
    const purgeAt = new Date(2027, 1, 20, 10).toISOString();
    expect(workspaceStatus({ deletedAt, purgeAt })).toBe("Deleted — purged on Feb 20, 2027");
  });
});
