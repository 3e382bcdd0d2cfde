import { describe, expect, it } from "vitest";
import { twoFactorSetupPathAfterRefusal } from "./twoFactorSetupRedirect.ts";

describe("twoFactorSetupPathAfterRefusal", () => {
  it("sends a refusal for a missing second factor to Settings → Security", () => {
    expect(
      twoFactorSetupPathAfterRefusal({ pathname: "/customers", errorCodes: [undefined, "TWO_FACTOR_REQUIRED"] }),
    ).toBe("/settings?tab=security");
  });

  it("stays on Settings and on admin pages, and ignores other errors", () => {
    expect(twoFactorSetupPathAfterRefusal({ pathname: "/settings", errorCodes: ["TWO_FACTOR_REQUIRED"] })).toBeNull();
    expect(twoFactorSetupPathAfterRefusal({ pathname: "/admin/hero", errorCodes: ["TWO_FACTOR_REQUIRED"] })).toBeNull();
    expect(twoFactorSetupPathAfterRefusal({ pathname: "/customers", errorCodes: ["FORBIDDEN"] })).toBeNull();
  });
});
