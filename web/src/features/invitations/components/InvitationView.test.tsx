// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AcceptInvitationDocument, InvitationLinkDocument, SessionDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { loadPage } from "#web/ui/loadPage.ts";
import { InvitationView } from "./InvitationView.tsx";

vi.mock("#web/ui/loadPage.ts", () => ({ loadPage: vi.fn() }));

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const preview = {
  request: { query: InvitationLinkDocument, variables: { token: "tok123" } },
  ...always,
  result: {
    data: {
      invitation: {
        __typename: "InvitationPreview",
        workspaceName: "Acme",
        email: "bob@example.com",
        role: "member",
        invitedBy: "alice",
        expiresAt: "2026-11-30T10:00:00.000Z",
      },
    },
  },
};

function session(signedIn: boolean) {
  return {
    request: { query: SessionDocument },
    ...always,
    result: {
      data: signedIn
        ? {
            session: { __typename: "Session", isAuthenticated: true, userId: "u5" },
            viewer: { __typename: "Viewer", id: "u5", username: "carol", email: "carol@example.com" },
          }
        : { session: { __typename: "Session", isAuthenticated: false, userId: null }, viewer: null },
    },
  };
}

function renderInvite(mocks: ReadonlyArray<MockLink.MockedResponse>, path = "/invite?token=tok123") {
  renderRoute({ routes: [{ path: "/invite", element: <InvitationView /> }], path, mocks });
}

afterEach(() => {
  vi.mocked(loadPage).mockClear();
});

describe("InvitationView", () => {
  it("offers a signed-out visitor a sign-up form for the invited address and a sign-in link back here", async () => {
    renderInvite([preview, session(false)]);
    expect(await screen.findByText("alice invited you to join Acme as a member.", {}, wait)).toBeTruthy();
    expect(screen.getByText("Join Acme")).toBeTruthy();
    const email = screen.getByLabelText("Email");
    expect(email).toHaveProperty("value", "bob@example.com");
    expect(email).toHaveProperty("readOnly", true);
    expect(screen.getByText("Create Account")).toBeTruthy();
    expect(screen.getByText("Sign in").getAttribute("href")).toBe("/login?next=%2Finvite%3Ftoken%3Dtok123");
  });

  it("lets a signed-in visitor join, then loads the dashboard", async () => {
    renderInvite([
      preview,
      session(true),
      {
        request: { query: AcceptInvitationDocument, variables: { token: "tok123" } },
        result: { data: { acceptInvitation: { __typename: "CurrentWorkspace", id: "w1", name: "Acme" } } },
      },
    ]);
    expect(
      await screen.findByText(
        "The invitation was sent to bob@example.com. You are signed in as carol (carol@example.com).",
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();
    fireEvent.click(screen.getByText("Join Acme", { selector: "button span" }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/dashboard"), wait);
  });

  it("shows the server's refusal when the invitation was for someone else", async () => {
    renderInvite([
      preview,
      session(true),
      {
        request: { query: AcceptInvitationDocument, variables: { token: "tok123" } },
        result: {
          errors: [{ message: "This invitation was sent to another email address", extensions: { code: "FORBIDDEN" } }],
        },
      },
    ]);
    fireEvent.click(await screen.findByText("Join Acme", { selector: "button span" }, wait));
    expect(await screen.findByText("This invitation was sent to another email address", {}, wait)).toBeTruthy();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("shows why a link can no longer be used, with a way home", async () => {
    renderInvite(
      [
        {
          request: { query: InvitationLinkDocument, variables: { token: "used" } },
          ...always,
          result: {
            errors: [{ message: "This invitation has already been used", extensions: { code: "BAD_USER_INPUT" } }],
          },
        },
        session(false),
      ],
      "/invite?token=used",
    );
    expect(await screen.findByText("This invitation has already been used", {}, wait)).toBeTruthy();
    expect(screen.getByText("Invitation unavailable")).toBeTruthy();
    expect(screen.getByText("Back to home").getAttribute("href")).toBe("/");
    expect(screen.queryByText("Create Account")).toBeNull();
  });

  it("asks the server about a link without a token, so its own message is shown", async () => {
    renderInvite(
      [
        {
          request: { query: InvitationLinkDocument, variables: { token: "" } },
          ...always,
          result: {
            errors: [{ message: "This invitation link is not valid", extensions: { code: "BAD_USER_INPUT" } }],
          },
        },
        session(false),
      ],
      "/invite",
    );
    expect(await screen.findByText("This invitation link is not valid", {}, wait)).toBeTruthy();
  });
});
