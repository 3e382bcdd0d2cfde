// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SetAutoLinkCompaniesDocument, WorkspaceAutoLinkCompaniesDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { AutoLinkCompaniesCard } from "./AutoLinkCompaniesCard.tsx";

const wait = { timeout: 8000 };

describe("AutoLinkCompaniesCard", () => {
  it("shows the workspace's setting and turns it off", async () => {
    const saved = vi.fn(() => ({
      data: { setAutoLinkCompanies: { __typename: "CurrentWorkspace", id: "w1", autoLinkCompanies: false } },
    }));
    renderRoute({
      routes: [{ path: "/settings", element: <AutoLinkCompaniesCard /> }],
      path: "/settings",
      mocks: [
        {
          request: { query: WorkspaceAutoLinkCompaniesDocument },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              viewer: {
                __typename: "Viewer",
                id: "u1",
                currentWorkspace: { __typename: "CurrentWorkspace", id: "w1", autoLinkCompanies: true },
              },
            },
          },
        },
        { request: { query: SetAutoLinkCompaniesDocument, variables: { enabled: false } }, result: saved },
      ],
    });
    const toggle = await screen.findByRole("switch", { name: "Link new people to their company" }, wait);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(toggle);
    expect(await screen.findByText("New people are no longer linked automatically", {}, wait)).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"), wait);
  });
});
