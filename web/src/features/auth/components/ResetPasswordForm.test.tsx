// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResetPasswordDocument } from "#web/graphql/generated/graphql.ts";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { ResetPasswordForm } from "./ResetPasswordForm.tsx";

const wait = { timeout: 8000 };
const resetRequest = (revokeApiKeys: boolean) => ({
  query: ResetPasswordDocument,
  variables: { input: { token: "abc", password: "new-secret", revokeApiKeys } },
});
const request = resetRequest(true);
const RESET_DONE = {
  data: {
    resetPassword: {
      __typename: "MessagePayload",
      message: "Your password has been reset. Sign in with your new password.",
    },
  },
};
const INVALID_LINK = "This password reset link is invalid, has expired or has already been used. Ask for a new one.";

function renderReset(path: string, mocks: object[] = []) {
  renderRoute({
    routes: [{ path: "/reset-password", element: <ResetPasswordForm /> }],
    path,
    mocks: mocks.map((mock) => ({ request, delay: 20, ...mock })),
  });
}

function submit(password: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText("New Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
}

describe("ResetPasswordForm", () => {
  it("says a link without a token is unusable and offers a new one", () => {
    renderReset("/reset-password");
    expect(screen.getByText("No reset token provided")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveProperty("pathname", "/forgot-password");
  });

  it("checks the passwords with the sign-up rule before asking the server", async () => {
    renderReset("/reset-password?token=abc");
    submit("new-secret", "other-secret");
    expect(await screen.findByText("Passwords do not match", {}, wait)).toBeTruthy();
  });

  it("sets the password, then says so on the way to sign in", async () => {
    renderReset("/reset-password?token=abc", [{ result: RESET_DONE }]);
    submit("new-secret", "new-secret");
    expect(await findLocation("/login")).toBeTruthy();
    expect(
      await screen.findByText("Your password has been reset. Sign in with your new password.", {}, wait),
    ).toBeTruthy();
  });

  it("offers to revoke the account's API keys, ticked by default, and sends the choice", async () => {
    renderReset("/reset-password?token=abc", [{ request: resetRequest(false), result: RESET_DONE }]);
    const revoke = screen.getByRole("checkbox", { name: "Also revoke this account's API keys" });
    expect(revoke).toHaveProperty("checked", true);
    fireEvent.click(revoke);
    expect(revoke).toHaveProperty("checked", false);
    submit("new-secret", "new-secret");
    expect(await findLocation("/login")).toBeTruthy();
  });

  it("offers a new link when the server refuses this one", async () => {
    renderReset("/reset-password?token=abc", [
      { result: { errors: [{ message: INVALID_LINK, extensions: { code: "BAD_USER_INPUT" } }] } },
    ]);
    submit("new-secret", "new-secret");
    expect(await screen.findByText(INVALID_LINK, {}, wait)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveProperty("pathname", "/forgot-password");
  });
});
