// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { viewerMock, type ViewerMockOptions } from "#web/test/viewerMocks.ts";
import { RequireWorkspace } from "./RequireWorkspace.tsx";

const wait = { timeout: 8000 };

function renderGuarded(viewer: ViewerMockOptions) {
  renderRoute({
    routes: [
      {
        path: "/customers",
        element: (
          <RequireWorkspace>
            <p>Customer list</p>
          </RequireWorkspace>
        ),
      },
    ],
    path: "/customers",
    mocks: [viewerMock(viewer)],
  });
}

describe("RequireWorkspace", () => {
  it("shows the CRM screen to someone working in a workspace", async () => {
    renderGuarded({});
    expect(screen.getByText("Loading...")).toBeTruthy();
    expect(await screen.findByText("Customer list", {}, wait)).toBeTruthy();
  });

  it("sends someone whose workspace requires a second factor they lack to Settings → Security", async () => {
    renderGuarded({ twoFactorSetupRequired: true });
    expect(await findLocation("/settings")).toBeTruthy();
    expect(screen.queryByText("Customer list")).toBeNull();
  });

  it("sends someone without a workspace to the workspace chooser", async () => {
    renderGuarded({ current: null, workspaceNotice: "This workspace has been deleted." });
    expect(await findLocation("/workspaces")).toBeTruthy();
  });
});
