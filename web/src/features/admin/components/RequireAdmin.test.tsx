// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminSessionDocument } from "#web/graphql/generated/graphql.ts";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { RequireAdmin } from "./RequireAdmin.tsx";

const wait = { timeout: 8000 };

function renderGuarded(mock: object, path = "/admin/dashboard") {
  renderRoute({
    routes: [
      {
        path: "/admin",
        element: <RequireAdmin />,
        children: [
          { path: "dashboard", element: <p>Admin area</p> },
          { path: "security", element: <p>Admin security</p> },
        ],
      },
    ],
    path,
    mocks: [
      {
        request: { query: AdminSessionDocument },
        maxUsageCount: Number.POSITIVE_INFINITY,
        ...mock,
      },
    ],
  });
}

function adminSession(isAuthenticated: boolean, isAdmin: boolean, twoFactorSetupRequired = false) {
  return {
    data: {
      adminSession: { __typename: "AdminSession", isAuthenticated, isAdmin, twoFactorSetupRequired },
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RequireAdmin", () => {
  it("lets an admin session in", async () => {
    renderGuarded({ result: adminSession(true, true) });
    expect(screen.getByText("Loading...")).toBeTruthy();
    expect(await screen.findByText("Admin area", {}, wait)).toBeTruthy();
  });

  it("leads an admin without a second factor, when the site requires one, to set it up first", async () => {
    renderGuarded({ result: adminSession(true, true, true) });
    expect(await screen.findByText("Set up two-factor authentication first", {}, wait)).toBeTruthy();
    expect(
      screen.getByText(
        "This site requires the administrator to use two-factor authentication. The admin pages open once you have set it up.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Set up two-factor authentication" }).getAttribute("href")).toBe(
      "/admin/security",
    );
    expect(screen.queryByText("Admin area")).toBeNull();
  });

  it("opens the admin's own security page before the second factor is set up, since the admin may have no workspace", async () => {
    renderGuarded({ result: adminSession(true, true, true) }, "/admin/security");
    expect(await screen.findByText("Admin security", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Set up two-factor authentication first")).toBeNull();
  });

  it("sends a signed-in non-admin to /admin/login", async () => {
    renderGuarded({ result: adminSession(true, false) });
    expect(await findLocation("/admin/login")).toBeTruthy();
  });

  it("sends to /admin/login when the check fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderGuarded({ error: new TypeError("Failed to fetch") });
    expect(await findLocation("/admin/login")).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Auth check failed", expect.anything());
  });
});
