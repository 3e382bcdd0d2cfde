// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SetWorkspaceTimeZoneDocument, WorkspaceTimeZoneDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { WorkspaceTimeZoneCard } from "./WorkspaceTimeZoneCard.tsx";

const wait = { timeout: 8000 };

const workspace = (timeZone: string) => ({
  data: {
    viewer: {
      __typename: "Viewer",
      id: "u1",
      currentWorkspace: { __typename: "CurrentWorkspace", id: "w1", timeZone },
    },
  },
});

describe("WorkspaceTimeZoneCard", () => {
  it("shows the workspace's time zone and sets the browser's with one click", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      timeZone: "America/New_York",
    } as Intl.ResolvedDateTimeFormatOptions);
    const saved = vi.fn(() => ({
      data: { setWorkspaceTimeZone: { __typename: "CurrentWorkspace", id: "w1", timeZone: "America/New_York" } },
    }));
    renderRoute({
      routes: [{ path: "/settings", element: <WorkspaceTimeZoneCard /> }],
      path: "/settings",
      mocks: [
        {
          request: { query: WorkspaceTimeZoneDocument },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: workspace("UTC"),
        },
        {
          request: { query: SetWorkspaceTimeZoneDocument, variables: { timeZone: "America/New_York" } },
          result: saved,
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Use my time zone (America/New York)" }, wait));
    expect(screen.getByRole("combobox", { name: "Workspace time zone" })).toBeTruthy();
    expect(await screen.findByText("Time zone saved", {}, wait)).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
