// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MockLink } from "@apollo/client/testing";
import { RegisterDocument } from "#web/graphql/generated/graphql.ts";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { loadPage } from "../loadPage.ts";
import { RegisterForm } from "./RegisterForm.tsx";

vi.mock("../loadPage.ts", () => ({ loadPage: vi.fn() }));

const wait = { timeout: 8000 };
const NOTICE =
  "Email Verification Required - check the server console for your verification link (in development mode). You must verify your email before logging in.";

type Values = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
};

const valid: Values = {
  username: "bob",
  email: "bob@example.com",
  password: "secret1",
  confirmPassword: "secret1",
};
const request = {
  query: RegisterDocument,
  variables: {
    input: { username: "bob", email: "bob@example.com", password: "secret1" },
  },
};

function fillAndSubmit(values: Values) {
  const labels: [string, string][] = [
    ["Username", values.username],
    ["Email", values.email],
    ["Password", values.password],
    ["Confirm Password", values.confirmPassword],
  ];
  for (const [label, value] of labels) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

function renderRegister(
  mocks: ReadonlyArray<MockLink.MockedResponse> = [],
  invitation?: { token: string; email: string },
) {
  renderRoute({
    routes: [{ path: "/register", element: <RegisterForm invitation={invitation} /> }],
    path: "/register",
    mocks,
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadPage).mockClear();
});

describe("RegisterForm", () => {
  it("reports mismatched passwords before a short password", async () => {
    renderRegister();
    fillAndSubmit({ ...valid, password: "abc", confirmPassword: "abd" });
    expect(await screen.findByText("Passwords do not match", {}, wait)).toBeTruthy();
  });

  it("rejects a password shorter than 6 characters", async () => {
    renderRegister();
    fillAndSubmit({ ...valid, password: "abcde", confirmPassword: "abcde" });
    expect(await screen.findByText("Password must be at least 6 characters", {}, wait)).toBeTruthy();
  });

  it("shows the server's message when the account cannot be created", async () => {
    renderRegister([
      {
        request,
        result: {
          errors: [
            {
              message: "Username already exists",
              extensions: { code: "CONFLICT" },
            },
          ],
        },
      },
    ]);
    fillAndSubmit(valid);
    expect(await screen.findByText("Username already exists", {}, wait)).toBeTruthy();
  });

  it("asks to try again when the server cannot be reached", async () => {
    renderRegister([{ request, error: new TypeError("Failed to fetch") }]);
    fillAndSubmit(valid);
    expect(await screen.findByText("Failed to create account. Please try again.", {}, wait)).toBeTruthy();
  });

  it("signs up through an invitation with its address and token, signed in, then opens the dashboard", async () => {
    renderRegister(
      [
        {
          request: {
            query: RegisterDocument,
            variables: {
              input: { username: "bob", email: "bob@example.com", password: "secret1", invitationToken: "tok123" },
            },
          },
          result: {
            data: {
              register: {
                __typename: "RegisterPayload",
                message: "Account created successfully",
                verificationRequired: false,
                signedIn: true,
              },
            },
          },
        },
      ],
      { token: "tok123", email: "bob@example.com" },
    );
    expect(screen.getByLabelText("Email")).toHaveProperty("readOnly", true);
    fillAndSubmit(valid);
    expect(await screen.findByText("Account created successfully", {}, wait)).toBeTruthy();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/dashboard"), wait);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it("confirms, shows the verification notice after 1.5 s and goes to /login after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRegister([
      {
        request,
        delay: 0,
        result: {
          data: {
            register: {
              __typename: "RegisterPayload",
              message: "Registration successful! Please verify your email.",
              verificationRequired: true,
              signedIn: false,
            },
          },
        },
      },
    ]);
    fillAndSubmit(valid);
    expect(await screen.findByText("Registration successful! Please verify your email.", {}, wait)).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByText(NOTICE, {}, wait)).toBeTruthy();
    expect(screen.queryByText("At /login")).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await findLocation("/login")).toBeTruthy();
  });
});
