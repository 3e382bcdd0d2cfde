import { describe, expect, it } from "vitest";
import { singleSignOnPathAfterRefusal } from "./singleSignOnRedirect.ts";

describe("singleSignOnPathAfterRefusal", () => {
  it("sends a refusal for a session not signed in with single sign-on to /login, to come back after", () => {
    expect(
      singleSignOnPathAfterRefusal({
        pathname: "/customers",
        search: "?view=mine",
        errorCodes: [undefined, "SINGLE_SIGN_ON_REQUIRED"],
      }),
    ).toBe("/login?sso_error=required&next=%2Fcustomers%3Fview%3Dmine");
  });

  it("stays on /login, Settings and admin pages, and ignores other errors", () => {
    const refused = { search: "", errorCodes: ["SINGLE_SIGN_ON_REQUIRED"] };
    expect(singleSignOnPathAfterRefusal({ ...refused, pathname: "/login" })).toBeNull();
    expect(singleSignOnPathAfterRefusal({ ...refused, pathname: "/settings" })).toBeNull();
    expect(singleSignOnPathAfterRefusal({ ...refused, pathname: "/admin/hero" })).toBeNull();
    expect(singleSignOnPathAfterRefusal({ pathname: "/customers", search: "", errorCodes: ["FORBIDDEN"] })).toBeNull();
  });
});
