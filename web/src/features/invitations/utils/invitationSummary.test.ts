import { describe, expect, it } from "vitest";
import { invitationSummary } from "./invitationSummary.ts";

describe("invitationSummary", () => {
  it("names who invited you, the workspace and the role", () => {
    expect(invitationSummary({ invitedBy: "alice", workspaceName: "Acme", role: "member" })).toBe(
      "alice invited you to join Acme as a member.",
    );
    expect(invitationSummary({ invitedBy: "alice", workspaceName: "Acme", role: "owner" })).toBe(
      "alice invited you to join Acme as an owner.",
    );
  });

  it("still reads well when the inviter's account is gone", () => {
    expect(invitationSummary({ invitedBy: null, workspaceName: "Acme", role: "member" })).toBe(
      "You are invited to join Acme as a member.",
    );
  });
});
