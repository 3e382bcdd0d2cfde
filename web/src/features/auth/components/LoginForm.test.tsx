// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginDocument, LoginTwoFactorDocument, SingleSignOnOptionDocument } from "#web/graphql/generated/graphql.ts";
import { SINGLE_SIGN_ON_PROBLEMS } from "#schema/auth/single-sign-on.text.ts";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { LoginForm, USERNAME_HINT } from "./LoginForm.tsx";

const support = vi.hoisted(() => ({ offered: false }));
vi.mock("#web/ui/session/passkeySupport.ts", () => ({ passkeysOffered: () => support.offered }));
afterEach(() => {
  support.offered = false;
});

const input = { username: "alice", password: "secret1" };
const request = { query: LoginDocument, variables: { input } };
const wait = { timeout: 8000 };

/** The site's single sign-on: none, unless a test says otherwise. */
const noSingleSignOn = {
  request: { query: SingleSignOnOptionDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { singleSignOn: null } },
};

function renderLogin(mock: object, path = "/login", more: MockLink.MockedResponse[] = []) {
  renderRoute({
    routes: [{ path: "/login", element: <LoginForm /> }],
    path,
    mocks: [{ request, delay: 50, ...mock }, noSingleSignOn, ...more],
  });
  fireEvent.change(screen.getByLabelText("Username"), {
    target: { value: input.username },
  });
  fireEvent.change(screen.getByLabelText("Password"), {
    target: { value: input.password },
  });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

const signedIn = {
  result: {
    data: {
      login: {
        __typename: "LoginPayload",
        message: "Logged in",
        twoFactorRequired: false,
        methods: [],
        user: { __typename: "User", id: "1", username: "alice", email: "alice@example.com" },
      },
    },
  },
};

describe("LoginForm", () => {
  it("keeps the Username label, says an email address works too and sends the address as typed", async () => {
    const byAddress = { username: "Alice@Example.com", password: "secret1" };
    renderRoute({
      routes: [{ path: "/login", element: <LoginForm /> }],
      path: "/login",
      mocks: [{ request: { query: LoginDocument, variables: { input: byAddress } }, ...signedIn }, noSingleSignOn],
    });
    const field = screen.getByRole("textbox", { name: "Username", description: USERNAME_HINT });
    expect(USERNAME_HINT).toBe("You can also sign in with your email address.");
    fireEvent.change(field, { target: { value: byAddress.username } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: byAddress.password } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Logged in successfully", {}, wait)).toBeTruthy();
    expect(await findLocation("/dashboard")).toBeTruthy();
  });

  it("is busy while signing in, then says so and goes to /dashboard", async () => {
    renderLogin({
      // The answer comes late, so the busy state is still on screen when the test looks at it.
      delay: 500,
      result: {
        data: {
          login: {
            __typename: "LoginPayload",
            message: "Logged in",
            twoFactorRequired: false,
            methods: [],
            user: {
              __typename: "User",
              id: "1",
              username: "alice",
              email: "alice@example.com",
            },
          },
        },
      },
    });
    const busy = await screen.findByRole("button", { name: "Signing in..." }, wait);
    expect(busy).toHaveProperty("disabled", true);
    expect(await screen.findByText("Logged in successfully", {}, wait)).toBeTruthy();
    expect(await findLocation("/dashboard")).toBeTruthy();
  });

  it("shows the server's message when the login is refused", async () => {
    renderLogin({
      result: {
        errors: [
          {
            message: "Please verify your email before logging in",
            extensions: { code: "FORBIDDEN" },
          },
        ],
      },
    });
    expect(await screen.findByText("Please verify your email before logging in", {}, wait)).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(screen.getByText("Your email address is not verified yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Resend Verification Email" })).toHaveProperty(
      "pathname",
      "/resend-verification",
    );
  });

  it("says 'Invalid credentials' when the server gives no message", async () => {
    renderLogin({ result: { errors: [{ message: "" }] } });
    expect(await screen.findByText("Invalid credentials", {}, wait)).toBeTruthy();
  });

  it("asks to try again when the server cannot be reached", async () => {
    renderLogin({ error: new TypeError("Failed to fetch") });
    expect(await screen.findByText("Failed to login. Please try again.", {}, wait)).toBeTruthy();
  });

  it("goes to the same-site page named by ?next= after signing in", async () => {
    renderLogin(signedIn, "/login?next=%2Finvite%3Ftoken%3Dabc");
    expect(await findLocation("/invite")).toBeTruthy();
  });

  it("ignores a ?next= that would leave the site", async () => {
    renderLogin(signedIn, "/login?next=%2F%2Fevil.example%2Finvite");
    expect(await findLocation("/dashboard")).toBeTruthy();
  });

  it("asks for the authenticator's code after a password that needs it, then signs in", async () => {
    const waiting = {
      result: {
        data: {
          login: {
            __typename: "LoginPayload",
            message: "Two-factor authentication required",
            twoFactorRequired: true,
            methods: ["totp", "recovery"],
            user: null,
          },
        },
      },
    };
    const finished: MockLink.MockedResponse = {
      request: { query: LoginTwoFactorDocument, variables: { input: { recoveryCode: "abcde-fghij" } } },
      result: {
        data: {
          loginTwoFactor: {
            __typename: "LoginPayload",
            message: "Logged in successfully",
            user: { __typename: "User", id: "1", username: "alice" },
          },
        },
      },
    };
    renderLogin(waiting, "/login", [finished]);
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app.", {}, wait)).toBeTruthy();
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code" }));
    fireEvent.change(await screen.findByLabelText("Recovery code", {}, wait), { target: { value: "abcde-fghij" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await findLocation("/dashboard")).toBeTruthy();
  });

  it("sends trustBrowser with the code when 'Trust this browser for 30 days' is ticked", async () => {
    const waiting = {
      result: {
        data: {
          login: {
            __typename: "LoginPayload",
            message: "Two-factor authentication required",
            user: null,
            twoFactorRequired: true,
            methods: ["totp"],
          },
        },
      },
    };
    const finished: MockLink.MockedResponse = {
      request: { query: LoginTwoFactorDocument, variables: { input: { code: "123456", trustBrowser: true } } },
      result: {
        data: {
          loginTwoFactor: {
            __typename: "LoginPayload",
            message: "Logged in successfully",
            user: { __typename: "User", id: "1", username: "alice" },
          },
        },
      },
    };
    renderLogin(waiting, "/login", [finished]);
    fireEvent.change(await screen.findByLabelText("Authentication code", {}, wait), { target: { value: "123456" } });
    const trust = screen.getByRole("checkbox", { name: "Trust this browser for 30 days" });
    expect((trust as HTMLInputElement).checked).toBe(false);
    fireEvent.click(trust);
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await findLocation("/dashboard")).toBeTruthy();
  });

  it("offers 'Sign in with a passkey' only where passkeys work (not on an IP address)", async () => {
    renderRoute({ routes: [{ path: "/login", element: <LoginForm /> }], path: "/login", mocks: [noSingleSignOn] });
    expect(await screen.findByRole("button", { name: "Sign In" }, wait)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
  });

  it("puts single sign-on with the other ways in, and why the last one failed above the form", async () => {
    support.offered = true;
    const acme = {
      ...noSingleSignOn,
      result: { data: { singleSignOn: { __typename: "SingleSignOnOption", buttonLabel: "Sign in with Acme ID" } } },
    };
    renderRoute({
      routes: [{ path: "/login", element: <LoginForm /> }],
      path: "/login?sso_error=denied",
      mocks: [acme],
    });
    const sso = await screen.findByRole("link", { name: "Sign in with Acme ID" }, wait);
    const passkey = screen.getByRole("button", { name: "Sign in with a passkey" });
    expect(sso.parentElement).toBe(passkey.parentElement);
    const problem = screen.getByText(SINGLE_SIGN_ON_PROBLEMS.denied);
    const username = screen.getByLabelText("Username");
    expect(problem.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the passkey button on a named site, and a passkey-only account's second step offers it and its recovery codes", async () => {
    support.offered = true;
    const waiting = {
      result: {
        data: {
          login: {
            __typename: "LoginPayload",
            message: "Two-factor authentication required",
            user: null,
            twoFactorRequired: true,
            methods: ["recovery", "passkey"],
          },
        },
      },
    };
    renderLogin(waiting);
    expect(await screen.findByRole("button", { name: "Use a passkey" }, wait)).toBeTruthy();
    expect(screen.getByLabelText("Recovery code")).toBeTruthy();
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
    expect(screen.queryByRole("button", { name: "Use a recovery code" })).toBeNull();
  });
});
