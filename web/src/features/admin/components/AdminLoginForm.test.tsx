// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminLoginDocument, LoginTwoFactorDocument } from "#web/graphql/generated/graphql.ts";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { AdminLoginForm } from "./AdminLoginForm.tsx";

const input = { username: "chief", password: "secret12" };
const wait = { timeout: 8000 };

const waiting: MockLink.MockedResponse = {
  request: { query: AdminLoginDocument, variables: { input } },
  result: {
    data: {
      adminLogin: {
        __typename: "LoginPayload",
        message: "Two-factor authentication required",
        twoFactorRequired: true,
        methods: ["totp"],
        user: null,
      },
    },
  },
};

const finished: MockLink.MockedResponse = {
  request: { query: LoginTwoFactorDocument, variables: { input: { code: "123456" } } },
  result: {
    data: {
      loginTwoFactor: {
        __typename: "LoginPayload",
        message: "Logged in successfully",
        user: { __typename: "User", id: "1", username: "chief" },
      },
    },
  },
};

describe("AdminLoginForm", () => {
  it("signs in with 'Sign In', asks for the authenticator's code after a password that needs it, then opens the dashboard", async () => {
    renderRoute({
      routes: [{ path: "/admin/login", element: <AdminLoginForm /> }],
      path: "/admin/login",
      mocks: [waiting, finished],
    });
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: input.username } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: input.password } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    fireEvent.change(await screen.findByLabelText("Authentication code", {}, wait), { target: { value: "123456" } });
    // Without recovery codes left, only the authenticator is offered.
    expect(screen.queryByRole("button", { name: "Use a recovery code" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await findLocation("/admin/dashboard")).toBeTruthy();
  });
});
