import { describe, expect, it } from "vitest";
import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context, WorkspaceAccess } from "../context.ts";
import { SingleSignOnRequiredError, TwoFactorRequiredError } from "../errors.ts";
import {
  ADMIN_TWO_FACTOR_REQUIRED,
  WORKSPACE_SINGLE_SIGN_ON_REQUIRED,
  WORKSPACE_TWO_FACTOR_REQUIRED,
} from "./access.text.ts";
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

describe("requireWorkspace and a workspace's single sign-on requirement", () => {
  const requiring = { ...workspace(false), requiresSingleSignOn: true } as WorkspaceAccess;
  const singleSignOn = {
    issuer: "https://id.example.com",
    clientId: "bramble",
    clientSecret: "s3cret",
    buttonLabel: "Sign in",
    createAccounts: true,
    redirectUri: "https://crm.example.com/api/auth/oidc/callback",
  };

  it("refuses a session not signed in with single sign-on, with SINGLE_SIGN_ON_REQUIRED", () => {
    const ctx = context({ workspace: requiring, singleSignOn, sessionFromSingleSignOn: false });
    expect(() => requireWorkspace(ctx)).toThrow(new SingleSignOnRequiredError(WORKSPACE_SINGLE_SIGN_ON_REQUIRED));
    expect(() => requireOwner(ctx)).toThrow(WORKSPACE_SINGLE_SIGN_ON_REQUIRED);
  });

  it("lets in a single sign-on session and an API key, and everyone where the site has no single sign-on", () => {
    const required = { workspace: requiring, singleSignOn };
    expect(requireWorkspace(context({ ...required, sessionFromSingleSignOn: true })).id).toBe("w1");
    expect(requireWorkspace(context({ ...required, sessionFromSingleSignOn: false, apiKeyId: "k1" })).id).toBe("w1");
    expect(
      requireWorkspace(context({ workspace: requiring, singleSignOn: null, sessionFromSingleSignOn: false })).id,
    ).toBe("w1");
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
