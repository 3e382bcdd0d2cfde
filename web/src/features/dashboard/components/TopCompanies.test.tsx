// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { TopCompanies, type TopCompaniesProps } from "./TopCompanies.tsx";

const wait = { timeout: 8000 };

function renderTop(companies: TopCompaniesProps["companies"]) {
  renderRoute({
    routes: [{ path: "/dashboard", element: <TopCompanies companies={companies} /> }],
    path: "/dashboard",
  });
}

describe("TopCompanies", () => {
  it("lists the companies most first, each linked to its page with its open deals and pipeline", async () => {
    renderTop([
      { company: { id: "co1", name: "Globex" }, openPipelineCents: 5_000_050, openDeals: 1 },
      { company: { id: "co2", name: "Acme" }, openPipelineCents: 3_000_000, openDeals: 2 },
    ]);
    const region = await screen.findByRole("region", { name: "Top companies by open pipeline" }, wait);
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Globex1 open deal$50,000.50", "Acme2 open deals$30,000"]);
    expect(within(region).getByRole("link", { name: "Globex" }).getAttribute("href")).toBe("/companies/co1");
  });

  it("says when no company has an open deal", async () => {
    renderTop([]);
    expect(await screen.findByText("No open deals with a company yet", {}, wait)).toBeTruthy();
  });
});
