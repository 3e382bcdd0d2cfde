// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionDocument, ShellBrandDocument, SwitchWorkspaceDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ACME, viewerMock, type ViewerMockOptions } from "#web/test/viewerMocks.ts";
import { loadPage } from "#web/ui/loadPage.ts";
import { AppShell } from "./AppShell.tsx";

vi.mock("#web/ui/loadPage.ts", () => ({ loadPage: vi.fn() }));

const wait = { timeout: 8000 };

const session = {
  request: { query: SessionDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      session: { __typename: "Session", isAuthenticated: true, userId: "1" },
      viewer: { __typename: "User", id: "1", username: "alice", email: "alice@example.com" },
    },
  },
};

function brand(companyName: string) {
  return {
    request: { query: ShellBrandDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { siteSettings: { __typename: "SiteSettings", companyName } } },
  };
}

function renderShell(
  companyName = "Acme Co",
  viewer: ViewerMockOptions = {},
  mocks: ReadonlyArray<MockLink.MockedResponse> = [],
  path = "/customers/42",
) {
  renderRoute({
    routes: [
      {
        element: <AppShell />,
        children: [
          { path: "/customers/:id", element: <p>Customer page</p> },
          { path: "/admin/pricing", element: <p>Pricing editor</p> },
        ],
      },
    ],
    path,
    mocks: [session, brand(companyName), viewerMock(viewer), ...mocks],
  });
}

afterEach(() => {
  document.cookie = "sidebar_state=; path=/; max-age=0";
  vi.mocked(loadPage).mockClear();
});

describe("AppShell", () => {
  it("shows the company, the navigation with the current entry active, and the signed-in user", async () => {
    renderShell();
    expect(await screen.findByText("Acme Co", {}, wait)).toBeTruthy();
    expect(screen.getByText("Customer page")).toBeTruthy();
    expect(screen.getByText("Navigation")).toBeTruthy();
    const entries = within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("link");
    expect(entries.map((link) => link.textContent)).toEqual([
      "Dashboard",
      "Customers",
      "Companies",
      "Deals",
      "Tasks",
      "Activities",
      "Settings",
    ]);
    expect(screen.getByRole("link", { name: "Customers" }).closest("li")?.className).toContain(
      "ant-menu-item-selected",
    );
    expect(await screen.findByText("alice", {}, wait)).toBeTruthy();
    expect(screen.getByText("alice@example.com")).toBeTruthy();
    expect(screen.getByText("AL")).toBeTruthy();
    expect(screen.getByPlaceholderText("Search customers, companies...")).toBeTruthy();
  });

  it("shows the admin's navigation instead of the CRM's on an admin page, the current page active", async () => {
    renderShell("Acme Co", {}, [], "/admin/pricing");
    expect(await screen.findByText("Pricing editor", {}, wait)).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Site admin" })).toBeTruthy();
    expect(screen.getByText("Site Admin")).toBeTruthy();
    const entries = ["Dashboard", "Hero", "Features", "Pricing", "Testimonials", "Settings", "Messages", "Workspaces"];
    const links = screen.getAllByRole("link").filter((link) => link.closest("nav[aria-label='Site admin']"));
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      entries.map((entry) => [entry, `/admin/${entry === "Dashboard" ? "dashboard" : entry.toLowerCase()}`]),
    );
    expect(screen.getByRole("link", { name: "Pricing" }).closest("li")?.className).toContain("ant-menu-item-selected");
    expect(screen.getByRole("link", { name: "Hero" }).closest("li")?.className).not.toContain("ant-menu-item-selected");
    expect(screen.queryByRole("link", { name: "Customers" })).toBeNull();
    expect(screen.queryByText("Navigation")).toBeNull();
    expect(screen.queryByPlaceholderText("Search customers, companies...")).toBeNull();
  });

  it("shows the company as the site admin's, with no workspace and no workspace switcher, on an admin page", async () => {
    renderShell("Acme Co", {}, [], "/admin/pricing");
    expect(await screen.findByText("Acme Co", {}, wait)).toBeTruthy();
    expect(screen.getByText("Site admin")).toBeTruthy();
    expect(screen.queryByText("Acme")).toBeNull();
    expect(screen.queryByRole("button", { name: /Acme Co/ })).toBeNull();
    expect(document.querySelector("[aria-haspopup='menu']")).toBeNull();
  });

  it("falls back to 'Bramble CRM' when no company name is set", async () => {
    renderShell("");
    await screen.findByText("alice", {}, wait);
    expect(screen.getByText("Bramble CRM")).toBeTruthy();
  });

  it("collapses on Ctrl+B, remembers it in the sidebar_state cookie, and expands again", async () => {
    renderShell();
    await screen.findByText("Navigation", {}, wait);
    act(() => {
      fireEvent.keyDown(window, { key: "b", ctrlKey: true });
    });
    await waitFor(() => expect(screen.queryByText("Navigation")).toBeNull());
    expect(document.cookie).toContain("sidebar_state=false");
    act(() => {
      fireEvent.keyDown(window, { key: "b", metaKey: true });
    });
    expect(await screen.findByText("Navigation", {}, wait)).toBeTruthy();
    expect(document.cookie).toContain("sidebar_state=true");
  });

  it("starts collapsed when the cookie says so", async () => {
    document.cookie = "sidebar_state=false; path=/";
    renderShell();
    await screen.findByText("Customer page", {}, wait);
    expect(screen.queryByText("Navigation")).toBeNull();
    expect(screen.getByRole("button", { name: "Toggle sidebar" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the current workspace under the company and offers to create one", async () => {
    renderShell();
    expect(await screen.findByText("Acme", {}, wait)).toBeTruthy();
    fireEvent.click((await screen.findByText("Acme Co", {}, wait)).closest("button") as HTMLButtonElement);
    expect(await screen.findByText("Create workspace", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Switch workspace")).toBeNull();
  });

  it("lists the viewer's workspaces when there are several and switches to the one chosen", async () => {
    const beta = { id: "w2", name: "Beta", role: "member" } as const;
    renderShell("Acme Co", { memberships: [ACME, beta] }, [
      {
        request: { query: SwitchWorkspaceDocument, variables: { workspaceId: "w2" } },
        result: { data: { switchWorkspace: { __typename: "CurrentWorkspace", ...beta } } },
      },
    ]);
    await screen.findByText("Acme", {}, wait);
    fireEvent.click((await screen.findByText("Acme Co", {}, wait)).closest("button") as HTMLButtonElement);
    expect(await screen.findByText("Switch workspace", {}, wait)).toBeTruthy();
    expect(screen.getByText("(current)", { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByText("Beta"));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/dashboard"), wait);
  });
});
