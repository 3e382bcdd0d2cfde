// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateWorkspaceDocument, SwitchWorkspaceDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ACME, viewerMock, type ViewerMockOptions } from "#web/test/viewerMocks.ts";
import { loadPage } from "#web/ui/loadPage.ts";
import { WorkspaceChooser } from "./WorkspaceChooser.tsx";

vi.mock("#web/ui/loadPage.ts", () => ({ loadPage: vi.fn() }));

const wait = { timeout: 8000 };
const BETA = { id: "w2", name: "Beta", role: "member" } as const;

function renderChooser(
  viewer: ViewerMockOptions,
  extraMocks: ReadonlyArray<MockLink.MockedResponse> = [],
  state?: object,
) {
  const { router } = renderRoute({
    routes: [{ path: "/workspaces", element: <WorkspaceChooser /> }],
    path: "/workspaces",
    mocks: [viewerMock(viewer), ...extraMocks],
  });
  if (state) void router.navigate("/workspaces", { state });
}

afterEach(() => {
  vi.mocked(loadPage).mockClear();
});

describe("WorkspaceChooser", () => {
  it("says the person is in no workspace yet and offers one of their own, named after them", async () => {
    renderChooser({ current: null }, [
      {
        request: { query: CreateWorkspaceDocument, variables: { input: { name: "alice's workspace" } } },
        result: {
          data: {
            createWorkspace: { __typename: "CurrentWorkspace", id: "w9", name: "alice's workspace", role: "owner" },
          },
        },
      },
    ]);
    expect(await screen.findByText("You are not a member of any workspace yet.", {}, wait)).toBeTruthy();
    expect(screen.getByLabelText("Workspace name")).toHaveProperty("value", "alice's workspace");
    expect(screen.queryByText("Open one of your workspaces")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Create a workspace of my own" }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/dashboard"), wait);
  });

  it("shows the server's reason and the remaining workspaces, and opens the one chosen", async () => {
    renderChooser(
      { current: null, memberships: [ACME, BETA], workspaceNotice: "You are no longer a member of this workspace." },
      [
        {
          request: { query: SwitchWorkspaceDocument, variables: { workspaceId: "w2" } },
          result: { data: { switchWorkspace: { __typename: "CurrentWorkspace", ...BETA } } },
        },
      ],
    );
    expect(await screen.findByText("You are no longer a member of this workspace.", {}, wait)).toBeTruthy();
    expect(screen.getByText("Open one of your workspaces")).toBeTruthy();
    expect(screen.getByText("Acme")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open Beta" }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/dashboard"), wait);
  });

  it("shows why the person was sent here, e.g. after deleting a workspace", async () => {
    renderChooser({ current: null, memberships: [BETA] }, [], { notice: 'Workspace "Acme" was deleted' });
    expect(await screen.findByText('Workspace "Acme" was deleted', {}, wait)).toBeTruthy();
    expect(screen.queryByText("You are not a member of any workspace yet.")).toBeNull();
  });

  it("marks the workspace the person is in and shows the server's refusal to switch", async () => {
    renderChooser({ current: ACME, memberships: [ACME, BETA] }, [
      {
        request: { query: SwitchWorkspaceDocument, variables: { workspaceId: "w2" } },
        result: { errors: [{ message: "Workspace not found", extensions: { code: "NOT_FOUND" } }] },
      },
    ]);
    expect(await screen.findByText("Current", {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open Beta" }));
    expect(await screen.findByText("Workspace not found", {}, wait)).toBeTruthy();
    expect(screen.getByText("Failed to switch workspace")).toBeTruthy();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
