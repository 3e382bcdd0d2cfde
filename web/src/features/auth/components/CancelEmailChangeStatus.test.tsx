// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RevertEmailChangeDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { CancelEmailChangeStatus, NO_CANCEL_TOKEN } from "./CancelEmailChangeStatus.tsx";

const wait = { timeout: 8000 };
const request = { query: RevertEmailChangeDocument, variables: { token: "abc" } };
const CANCELLED =
  "The email change is cancelled: your account's email address is ada@example.com, and every session has been signed out. If you did not ask for the change, reset your password now.";

function renderCancel(path: string, mocks = [] as object[]) {
  renderRoute({
    routes: [{ path: "/cancel-email-change", element: <CancelEmailChangeStatus /> }],
    path,
    mocks: mocks.map((mock) => ({ request, ...mock })),
  });
}

describe("CancelEmailChangeStatus", () => {
  it("says at once when the link has no token", () => {
    renderCancel("/cancel-email-change");
    expect(screen.getByRole("alert").textContent).toBe(NO_CANCEL_TOKEN);
    expect(screen.getByRole("link", { name: "reset your password" })).toHaveProperty("pathname", "/forgot-password");
  });

  it("cancels only when the button is pressed, then shows the server's message", async () => {
    renderCancel("/cancel-email-change?token=abc", [
      { result: { data: { revertEmailChange: { __typename: "MessagePayload", message: CANCELLED } } } },
    ]);
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cancel the email change" }));
    expect((await screen.findByRole("status", {}, wait)).textContent).toBe(CANCELLED);
    expect(screen.getByRole("link", { name: "Reset your password" })).toHaveProperty("pathname", "/forgot-password");
  });

  it("shows why a used or expired link failed", async () => {
    const invalid = "This link to cancel an email change is invalid, has expired or has already been used.";
    renderCancel("/cancel-email-change?token=abc", [
      { result: { errors: [{ message: invalid, extensions: { code: "BAD_USER_INPUT" } }] } },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel the email change" }));
    expect((await screen.findByRole("alert", {}, wait)).textContent).toBe(invalid);
  });
});
