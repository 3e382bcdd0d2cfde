// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { QuickActions } from "./QuickActions.tsx";

describe("QuickActions", () => {
  it("Generate Report downloads the server's dashboard report", async () => {
    renderRoute({
      routes: [{ path: "/dashboard", element: <QuickActions onSaved={() => undefined} /> }],
      path: "/dashboard",
    });
    const link = await screen.findByRole("link", { name: /Generate Report/ }, { timeout: 8000 });
    expect(link.getAttribute("href")).toBe("/api/dashboard/report.csv");
    expect(link.hasAttribute("download")).toBe(true);
  });
});
