import { describe, expect, it } from "vitest";
import { signInPathAfterExpiry } from "./signInRedirect.ts";

describe("signInPathAfterExpiry", () => {
  it("sends a user whose session ended to /login", () => {
    expect(
      signInPathAfterExpiry({ pathname: "/customers", operationName: "Customers", errorCodes: ["UNAUTHENTICATED"] }),
    ).toBe("/login");
  });

  it("sends an admin page to /admin/login", () => {
    expect(
      signInPathAfterExpiry({ pathname: "/admin/hero", operationName: "UpdateHero", errorCodes: ["UNAUTHENTICATED"] }),
    ).toBe("/admin/login");
  });

  it("leaves wrong credentials on the sign-in forms alone", () => {
    expect(
      signInPathAfterExpiry({ pathname: "/login", operationName: "Login", errorCodes: ["UNAUTHENTICATED"] }),
    ).toBeNull();
    expect(
      signInPathAfterExpiry({ pathname: "/admin/login", operationName: "AdminLogin", errorCodes: ["UNAUTHENTICATED"] }),
    ).toBeNull();
  });

  it("ignores every other error", () => {
    expect(
      signInPathAfterExpiry({ pathname: "/customers", operationName: "Customers", errorCodes: ["BAD_USER_INPUT"] }),
    ).toBeNull();
    expect(signInPathAfterExpiry({ pathname: "/customers", operationName: "Customers", errorCodes: [] })).toBeNull();
  });
});
