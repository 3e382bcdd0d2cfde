import { describe, expect, it } from "vitest";
import { describeSecurityEvent } from "./security-events.text.ts";

describe("describeSecurityEvent", () => {
  it("reads a single sign-on, and one refused, in the security log", () => {
    expect(describeSecurityEvent("sign_in", { method: "sso" })).toBe("Signed in with single sign-on");
    expect(describeSecurityEvent("sign_in_failed", { method: "sso" })).toBe("Failed sign-in: single sign-on refused");
  });
});
