// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MySecurityEventsDocument, WorkspaceSecurityEventsDocument } from "#web/graphql/generated/graphql.ts";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { listPreferencesMock } from "#web/test/listPreferencesMocks.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ACME, viewerMock } from "#web/test/viewerMocks.ts";
import { SecurityLogCard } from "./SecurityLogCard.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const WHEN = "2026-11-27T08:02:00.000Z";

function event(id: string, actor: string | null, user: string, description: string, ip = "198.51.100.7") {
  const person = (username: string) => ({ __typename: "SecurityEventPerson", id: `id-${username}`, username });
  return {
    __typename: "SecurityEvent",
    id,
    kind: "sign_in",
    createdAt: WHEN,
    actor: actor ? person(actor) : null,
    user: person(user),
    ip,
    browser: "Chrome 142",
    os: "Linux",
    description,
  };
}

function page(nodes: ReturnType<typeof event>[], totalCount: number, endCursor: string | null, hasNextPage: boolean) {
  return {
    __typename: "SecurityEventConnection",
    totalCount,
    totalCountIsLowerBound: false,
    pageInfo: { __typename: "PageInfo", hasNextPage, endCursor },
    edges: nodes.map((node) => ({ __typename: "SecurityEventEdge", node })),
  };
}

const firstPage = { first: 10, after: null, offset: null };

const myEvents = {
  request: { query: MySecurityEventsDocument, variables: firstPage },
  ...always,
  result: {
    data: {
      mySecurityEvents: page(
        [
          event("e1", "alice", "alice", "Signed in with a password and an authenticator code"),
          event("e2", null, "alice", "Failed sign-in: wrong password", "203.0.113.9"),
        ],
        2,
        "c2",
        false,
      ),
    },
  },
};

const workspaceFirstPage = Array.from({ length: 10 }, (_, at) =>
  event(`w${at}`, "alice", "bob", `Changed bob's role to member (${at + 1})`),
);
const workspaceEvents = [
  {
    request: { query: WorkspaceSecurityEventsDocument, variables: firstPage },
    ...always,
    result: { data: { securityEvents: page(workspaceFirstPage, 11, "c10", true) } },
  },
  {
    request: { query: WorkspaceSecurityEventsDocument, variables: { first: 10, after: "c10", offset: null } },
    ...always,
    result: {
      data: { securityEvents: page([event("w10", "bob", "bob", "bob left the workspace")], 11, "c11", false) },
    },
  },
];

function renderCard(role: "owner" | "member") {
  renderRoute({
    routes: [{ path: "/settings", element: <SecurityLogCard /> }],
    path: "/settings",
    mocks: [viewerMock({ current: { ...ACME, role } }), listPreferencesMock(10), myEvents, ...workspaceEvents],
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("SecurityLogCard", () => {
  it("shows a member their own events: when, who, what, address and browser, and no workspace switch", async () => {
    renderCard("member");
    const signIn = (await screen.findByText("Signed in with a password and an authenticator code", {}, wait)).closest(
      "tr",
    )!;
    const failed = screen.getByText("Failed sign-in: wrong password").closest("tr")!;
    expect(cellsOf(signIn)).toEqual([
      formatDateTime(WHEN),
      "alice",
      "Signed in with a password and an authenticator code",
      "198.51.100.7",
      "Chrome 142 on Linux",
    ]);
    expect(cellsOf(failed)).toEqual([
      formatDateTime(WHEN),
      "alice",
      "Failed sign-in: wrong password",
      "203.0.113.9",
      "Chrome 142 on Linux",
    ]);
    expect(screen.queryByRole("radiogroup", { name: "Whose security log" })).toBeNull();
  });

  it("lets an owner switch to the workspace's log and page through it, in the person's page size", async () => {
    renderCard("owner");
    await screen.findByText("Failed sign-in: wrong password", {}, wait);
    const switcher = screen.getByRole("radiogroup", { name: "Whose security log" });
    fireEvent.click(within(switcher).getByText("This workspace"));
    expect(await screen.findByText("Changed bob's role to member (1)", {}, wait)).toBeTruthy();
    expect(screen.getByText("11 events")).toBeTruthy();
    fireEvent.click(screen.getByTitle("2"));
    expect(await screen.findByText("bob left the workspace", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Changed bob's role to member (1)")).toBeNull();
  });
});
