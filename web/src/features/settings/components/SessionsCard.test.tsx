// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EndOtherSessionsDocument, MySessionsDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { SessionsCard } from "./SessionsCard.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

function session(id: string, browser: string, os: string, ip: string, current: boolean, signInMethod = "password") {
  return {
    __typename: "AccountSession",
    id,
    ip,
    browser,
    os,
    createdAt: "2026-11-20T09:15:00.000Z",
    lastUsedAt: "2026-11-27T08:02:00.000Z",
    signInMethod,
    current,
  };
}

const twoSessions = {
  request: { query: MySessionsDocument },
  ...always,
  result: {
    data: {
      mySessions: [
        session("s1", "Firefox 145", "Windows 10", "203.0.113.9", false, "sso"),
        session("s2", "Chrome 142", "Linux", "198.51.100.7", true, "password_passkey"),
      ],
    },
  },
};

const onlyThisOne = {
  request: { query: MySessionsDocument },
  ...always,
  result: { data: { mySessions: [session("s2", "Chrome 142", "Linux", "198.51.100.7", true)] } },
};

function renderSessions(mocks: Parameters<typeof renderRoute>[0]["mocks"]) {
  renderRoute({ routes: [{ path: "/settings", element: <SessionsCard /> }], path: "/settings", mocks });
}

describe("SessionsCard", () => {
  it("lists each session's browser, system, address and how it signed in, this one marked and the others with a sign-out", async () => {
    renderSessions([twoSessions]);
    const firefox = (await screen.findByText("Firefox 145 on Windows 10", {}, wait)).closest("tr")!;
    const chrome = screen.getByText("Chrome 142 on Linux").closest("tr")!;
    expect(within(firefox).getByText("203.0.113.9")).toBeTruthy();
    expect(within(firefox).getByText("with single sign-on")).toBeTruthy();
    expect(within(chrome).getByText("with a password and a passkey")).toBeTruthy();
    expect(within(firefox).queryByText("This session")).toBeNull();
    expect(within(firefox).getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(within(chrome).getByText("This session")).toBeTruthy();
    expect(within(chrome).queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it("signs out all other sessions once confirmed and says how many", async () => {
    renderSessions([
      twoSessions,
      {
        request: { query: EndOtherSessionsDocument },
        result: { data: { endOtherSessions: { __typename: "EndedSessions", ended: 1 } } },
      },
    ]);
    await screen.findByText("Firefox 145 on Windows 10", {}, wait);
    fireEvent.click(screen.getByRole("button", { name: "Sign out all other sessions" }));
    fireEvent.click(await screen.findByRole("button", { name: "Sign out all" }, wait));
    expect(await screen.findByText("Signed out 1 other session.", {}, wait)).toBeTruthy();
  });

  it("offers no sign-out of others when this is the only session", async () => {
    renderSessions([onlyThisOne]);
    await screen.findByText("Chrome 142 on Linux", {}, wait);
    expect(screen.getByRole("button", { name: "Sign out all other sessions" })).toHaveProperty("disabled", true);
  });
});
