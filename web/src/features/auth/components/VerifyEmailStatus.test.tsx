// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VerifyEmailDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { VerifyEmailStatus } from "./VerifyEmailStatus.tsx";

const wait = { timeout: 8000 };
const request = { query: VerifyEmailDocument, variables: { token: "abc" } };

function renderVerify(path: string, mocks = [] as object[]) {
  renderRoute({
    routes: [{ path: "/verify-email", element: <VerifyEmailStatus /> }],
    path,
    mocks: mocks.map((mock) => ({ request, ...mock })),
  });
}

describe("VerifyEmailStatus", () => {
  it("fails at once when the link has no token", () => {
    renderVerify("/verify-email");
    expect(screen.getByText("No verification token provided")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Resend Verification Email" })).toHaveProperty(
      "pathname",
      "/resend-verification",
    );
    expect(screen.getByRole("link", { name: "Create New Account" })).toHaveProperty("pathname", "/register");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveProperty("pathname", "/login");
  });

  it("shows loading, then the server's success message and 'Go to Login'", async () => {
    renderVerify("/verify-email?token=abc", [
      {
        result: {
          data: {
            verifyEmail: {
              __typename: "MessagePayload",
              message: "Email verified successfully!",
            },
          },
        },
      },
    ]);
    expect(screen.getByText("Verifying your email...")).toBeTruthy();
    expect(await screen.findByText("Email verified successfully!", {}, wait)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveProperty("pathname", "/login");
  });

  it("sends the token only once (a token is single-use)", async () => {
    // A second request would find no mock left and fail the verification.
    renderVerify("/verify-email?token=abc", [
      {
        maxUsageCount: 1,
        result: {
          data: {
            verifyEmail: { __typename: "MessagePayload", message: "Done" },
          },
        },
      },
    ]);
    expect(await screen.findByText("Done", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Verification Failed")).toBeNull();
  });

  it("shows the server's reason when the token is refused", async () => {
    renderVerify("/verify-email?token=abc", [
      {
        result: {
          errors: [{ message: "Invalid or expired verification token" }],
        },
      },
    ]);
    expect(await screen.findByText("Invalid or expired verification token", {}, wait)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create New Account" })).toBeTruthy();
  });

  it("asks to try again when the server cannot be reached", async () => {
    renderVerify("/verify-email?token=abc", [{ error: new TypeError("Failed to fetch") }]);
    expect(await screen.findByText("Failed to verify email. Please try again.", {}, wait)).toBeTruthy();
  });
});
