import { describe, expect, it } from "vitest";
import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context, WorkspaceAccess } from "../context.ts";
import { TwoFactorRequiredError } from "../errors.ts";
import { ADMIN_TWO_FACTOR_REQUIRED, WORKSPACE_TWO_FACTOR_REQUIRED } from "./access.text.ts";
import { requireAdmin, requireOwner, requireWorkspace } from "./guards.ts";

const viewer = { id: "u1", role: "user" } as User;
const workspace = (requiresTwoFactor: boolean) =>
  ({ id: "w1", name: "Acme", role: "owner", requiresTwoFactor }) as WorkspaceAccess;

/** Only what the guards read. */
function context(overrides: Partial<Context>): Context {
  return {
    viewer,
    workspace: workspace(false),
    workspaceNotice: null,
    apiKeyId: null,
    viewerHasTwoFactor: false,
    adminRequiresTwoFactor: false,
    ...overrides,
  } as Context;
}

describe("requireWorkspace and a workspace's second-factor requirement", () => {
  it("refuses a person without a second factor when the workspace requires one, with TWO_FACTOR_REQUIRED", () => {
    const ctx = context({ workspace: workspace(true) });
    expect(() => requireWorkspace(ctx)).toThrow(new TwoFactorRequiredError(WORKSPACE_TWO_FACTOR_REQUIRED));
    expect(() => requireOwner(ctx)).toThrow(WORKSPACE_TWO_FACTOR_REQUIRED);
    try {
      requireWorkspace(ctx);
    } catch (error) {
      expect((error as TwoFactorRequiredError).code).toBe("TWO_FACTOR_REQUIRED");
    }
  });

  it("lets in a person with a second factor, an API key, and anyone when it is not required", () => {
    expect(requireWorkspace(context({ workspace: workspace(true), viewerHasTwoFactor: true })).id).toBe("w1");
    expect(requireWorkspace(context({ workspace: workspace(true), apiKeyId: "k1" })).id).toBe("w1");
    expect(requireWorkspace(context({ workspace: workspace(false) })).id).toBe("w1");
  });
});

describe("requireAdmin and ADMIN_REQUIRE_2FA", () => {
  const admin = { id: "a1", role: "admin" } as User;

  it("refuses an admin without a second factor only when the site requires one", () => {
    expect(() => requireAdmin(context({ viewer: admin, adminRequiresTwoFactor: true }))).toThrow(
      new TwoFactorRequiredError(ADMIN_TWO_FACTOR_REQUIRED),
    );
    expect(requireAdmin(context({ viewer: admin, adminRequiresTwoFactor: true, viewerHasTwoFactor: true }))).toBe(
      admin,
    );
    expect(requireAdmin(context({ viewer: admin }))).toBe(admin);
  });
});
