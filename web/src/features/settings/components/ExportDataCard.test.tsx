// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ExportWorkspaceDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ExportDataCard } from "./ExportDataCard.tsx";

const wait = { timeout: 8000 };

describe("ExportDataCard", () => {
  it("asks for a link and follows it on this page's origin", async () => {
    const startDownload = vi.fn();
    renderRoute({
      routes: [{ path: "/settings", element: <ExportDataCard startDownload={startDownload} /> }],
      path: "/settings",
      mocks: [
        {
          request: { query: ExportWorkspaceDocument },
          result: {
            data: {
              exportWorkspace: {
                __typename: "WorkspaceExport",
                filename: "workspace-export-2026-11-27.zip",
                url: "https://crm.example.com/api/workspace/export?token=abc",
                expiresAt: "2026-11-27T01:05:00.000Z",
              },
            },
          },
        },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Export data" }));
    expect(await screen.findByText("Downloading workspace-export-2026-11-27.zip", {}, wait)).toBeTruthy();
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith("/api/workspace/export?token=abc"));
  });
});
