// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  CompaniesDocument,
  CompanyIndustriesDocument,
  TeamMembersDocument,
  ViewerDocument,
  type CompaniesQueryVariables,
  type CompanyFilter,
} from "#web/graphql/generated/graphql.ts";
import { listPreferencesMock } from "#web/test/listPreferencesMocks.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { viewerResult } from "#web/test/viewerMocks.ts";
import { CompaniesOverview } from "./CompaniesOverview.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

function company(id: string, name: string) {
  return {
    __typename: "Company" as const,
    id,
    isSample: false,
    name,
    domains: [`${id}.example.com`],
    industry: "Software",
    size: 1200,
    phone: "",
    website: "",
    address: "",
    notes: "",
    owner: { __typename: "User" as const, id: "u1", username: "alice" },
  };
}

const TEAM = {
  request: { query: TeamMembersDocument },
  ...always,
  result: {
    data: {
      teamMembers: [
        { __typename: "User", id: "u1", username: "alice", email: "alice@example.com" },
        { __typename: "User", id: "u2", username: "sam", email: "sam@example.com" },
      ],
    },
  },
};
const INDUSTRIES = {
  request: { query: CompanyIndustriesDocument },
  ...always,
  result: { data: { companyIndustries: ["Retail", "Software"] } },
};
const VIEWER = { request: { query: ViewerDocument }, ...always, result: viewerResult() };

const SOFTWARE_MIDSIZE: CompanyFilter = {
  search: "acme",
  industry: "Software",
  sizeMin: 201,
  sizeMax: 1000,
  ownerId: "u2",
};

/** One page of 10 of the 35 companies matching the filter, largest first: the row named for its offset. */
function companiesPage(filter: CompanyFilter, offset: number | null): MockLink.MockedResponse {
  const variables: CompaniesQueryVariables = {
    filter,
    orderBy: { field: "size", direction: "desc" },
    first: 10,
    after: null,
    offset,
  };
  return {
    request: { query: CompaniesDocument, variables },
    ...always,
    result: {
      data: {
        companies: {
          __typename: "CompanyConnection",
          totalCount: 35,
          totalCountIsLowerBound: false,
          pageInfo: { __typename: "PageInfo", hasNextPage: true, endCursor: null },
          edges: [{ __typename: "CompanyEdge", node: company(`c${offset ?? 0}`, `Company at ${offset ?? 0}`) }],
        },
      },
    },
  };
}

describe("CompaniesOverview", () => {
  it("shows the list its address names (search, industry, size, owner, order, page)", async () => {
    const { router } = renderRoute({
      routes: [{ path: "/companies", element: <CompaniesOverview /> }],
      path: "/companies?q=acme&industry=Software&size=201-1000&owner=u2&sort=-size&page=2",
      mocks: [
        listPreferencesMock(10),
        TEAM,
        VIEWER,
        companiesPage(SOFTWARE_MIDSIZE, 10),
        companiesPage(SOFTWARE_MIDSIZE, 20),
      ],
    });
    const row = await screen.findByRole("link", { name: "Company at 10" }, wait);
    expect(row.getAttribute("href")).toBe("/companies/c10");
    expect(screen.getByRole("textbox", { name: "Search companies" })).toHaveProperty("value", "acme");
    const industry = screen.getByRole("combobox", { name: "Filter by industry" }).closest(".ant-select") as HTMLElement;
    expect(within(industry).getByText("Software")).toBeTruthy();
    expect(screen.getByText("201–1,000")).toBeTruthy();
    expect(await screen.findByText("sam", {}, wait)).toBeTruthy();
    expect(screen.getByText("1,200")).toBeTruthy();
    const pager = screen.getByRole("navigation", { name: "Company pages" });
    expect(within(pager).getByText("35 companies")).toBeTruthy();

    fireEvent.click(within(pager).getByTitle("3"));
    expect(await screen.findByRole("link", { name: "Company at 20" }, wait)).toBeTruthy();
    expect(router.state.location.search).toBe("?q=acme&industry=Software&size=201-1000&owner=u2&sort=-size&page=3");
  });

  it("starts a new search at page 1 and keeps it in the address", async () => {
    const filter: CompanyFilter = { search: "bolt.io", industry: null, sizeMin: null, sizeMax: null, ownerId: null };
    const { router } = renderRoute({
      routes: [{ path: "/companies", element: <CompaniesOverview /> }],
      path: "/companies?sort=-size&page=4",
      mocks: [listPreferencesMock(10), TEAM, INDUSTRIES, VIEWER, companiesPage(filter, null)],
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "Search companies" }, wait), {
      target: { value: "bolt.io" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?sort=-size&q=bolt.io"), wait);
    expect(await screen.findByRole("link", { name: "Company at 0" }, wait)).toBeTruthy();
  });
});
