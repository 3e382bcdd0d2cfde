import { describe, expect, it } from "vitest";
import { workspaceChooserPathAfterLoss } from "./workspaceRequiredRedirect.ts";

describe("workspaceChooserPathAfterLoss", () => {
  it("sends someone who lost their workspace mid-session to /workspaces", () => {
    expect(workspaceChooserPathAfterLoss({ pathname: "/customers", errorCodes: ["WORKSPACE_REQUIRED"] })).toBe(
      "/workspaces",
    );
    expect(
      workspaceChooserPathAfterLoss({ pathname: "/settings", errorCodes: [undefined, "WORKSPACE_REQUIRED"] }),
    ).toBe("/workspaces");
  });

  it("stays on the chooser itself", () => {
    expect(workspaceChooserPathAfterLoss({ pathname: "/workspaces", errorCodes: ["WORKSPACE_REQUIRED"] })).toBeNull();
  });

  it("leaves admin pages alone, which work without a workspace", () => {
    expect(workspaceChooserPathAfterLoss({ pathname: "/admin/hero", errorCodes: ["WORKSPACE_REQUIRED"] })).toBeNull();
    expect(workspaceChooserPathAfterLoss({ pathname: "/admin", errorCodes: ["WORKSPACE_REQUIRED"] })).toBeNull();
    expect(workspaceChooserPathAfterLoss({ pathname: "/administrators", errorCodes: ["WORKSPACE_REQUIRED"] })).toBe(
      "/workspaces",
    );
  });

  it("ignores every other error", () => {
    expect(workspaceChooserPathAfterLoss({ pathname: "/customers", errorCodes: ["FORBIDDEN"] })).toBeNull();
    expect(workspaceChooserPathAfterLoss({ pathname: "/customers", errorCodes: [] })).toBeNull();
  });
});
