// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiKeysDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ApiKeysManager } from "./ApiKeysManager.tsx";

const key = (id: string, name: string, revokedAt: string | null) => ({
  __typename: "ApiKey",
  id,
  name,
  prefix: `brk_${id}`,
  createdAt: "2026-11-20T09:00:00.000Z",
  lastUsedAt: null,
  revokedAt,
  createdBy: { __typename: "User", username: "owner" },
});

describe("ApiKeysManager", () => {
  it("shows the keys in a card, each with its status: active with a way to revoke it, or revoked and when", async () => {
    renderRoute({
      routes: [{ path: "/settings", element: <ApiKeysManager /> }],
      path: "/settings",
      mocks: [
        {
          request: { query: ApiKeysDocument },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              apiKeys: [key("a1", "Zapier", null), key("a2", "Old script", "2026-11-25T08:30:00.000Z")],
            },
          },
        },
      ],
    });
    const zapier = (await screen.findByText("Zapier", {}, { timeout: 8000 })).closest("tr")!;
    const old = screen.getByText("Old script").closest("tr")!;
    expect(zapier.closest(".ant-card")?.querySelector(".ant-card-head-title")?.textContent).toBe("API keys");
    expect(within(zapier).getByText("Active")).toBeTruthy();
    expect(within(zapier).getByRole("button", { name: "Revoke Zapier" })).toBeTruthy();
    expect(within(old).getByText("Revoked")).toBeTruthy();
    expect(within(old).getByText(/^Revoked Nov 25, 2026/)).toBeTruthy();
    expect(within(old).queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toContain("Status");
  });
});
