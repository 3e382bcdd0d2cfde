// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { StatCards } from "./StatCards.tsx";

const figure = (value: number) => ({ value, trendPercent: null });

describe("StatCards", () => {
  it("links each card to the list it counts, with its filters, and keeps the revenue's cents", async () => {
    const dashboard = {
      totalCustomers: figure(52),
      activeDeals: figure(12),
      tasksDue: figure(5),
      revenueMonthToDateCents: figure(1_250_050),
      customersPerMonth: [],
      dealsByStage: [],
      revenuePerMonth: [],
      recentActivities: [],
      topCompanies: [],
    } satisfies Parameters<typeof StatCards>[0]["dashboard"];
    renderRoute({ routes: [{ path: "/dashboard", element: <StatCards dashboard={dashboard} /> }], path: "/dashboard" });
    const href = async (name: string) =>
      (await screen.findByRole("link", { name }, { timeout: 8000 })).getAttribute("href");
    expect(await href("Total Customers")).toBe("/customers");
    expect(await href("Active Deals")).toBe("/deals");
    expect(await href("Tasks Due")).toBe("/tasks?status=pending");
    expect(await href("Revenue (MTD)")).toBe("/deals?view=table&sort=-closedAt");
    expect(screen.getByText("$12,500.50")).toBeTruthy();
  });
});
