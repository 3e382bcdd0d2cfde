// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomersDocument, type CustomersQueryVariables } from "#web/graphql/generated/graphql.ts";
import { listPreferencesMock } from "#web/test/listPreferencesMocks.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { CustomersOverview } from "./CustomersOverview.tsx";

const wait = { timeout: 8000 };

function customer(id: string, name: string) {
  return {
    __typename: "Customer" as const,
    id,
    name,
    email: `${id}@example.com`,
    phone: "",
    company: "Acme",
    status: "lead" as const,
    notes: "",
    valueCents: 1250050,
  };
}

/** One page of 10 of the 35 leads matching "acme", most valuable first: the row named for its offset. */
function leadsPage(offset: number | null): MockLink.MockedResponse {
  const variables: CustomersQueryVariables = {
    filter: { search: "acme", status: "lead" },
    orderBy: { field: "value", direction: "desc" },
    first: 10,
    after: null,
    offset,
  };
  return {
    request: { query: CustomersDocument, variables },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        customers: {
          __typename: "CustomerConnection",
          totalCount: 35,
          totalCountIsLowerBound: false,
          pageInfo: { __typename: "PageInfo", hasNextPage: true, endCursor: null },
          edges: [{ __typename: "CustomerEdge", node: customer(`c${offset}`, `Row at ${offset ?? 0}`) }],
        },
      },
    },
  };
}

describe("CustomersOverview", () => {
  it("shows the list its address names (search, status, order, page) in the person's page size", async () => {
    const { router } = renderRoute({
      routes: [{ path: "/customers", element: <CustomersOverview /> }],
      path: "/customers?q=acme&status=lead&sort=-value&page=2",
      mocks: [listPreferencesMock(10), leadsPage(10), leadsPage(20), leadsPage(null)],
    });
    expect(await screen.findByRole("link", { name: "Row at 10" }, wait)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Search customers" })).toHaveProperty("value", "acme");
    const pager = screen.getByRole("navigation", { name: "Customer pages" });
    expect(within(pager).getByTitle("2").className).toContain("ant-pagination-item-active");
    expect(within(pager).getByText("35 customers")).toBeTruthy();

    fireEvent.click(within(pager).getByTitle("3"));
    expect(await screen.findByRole("link", { name: "Row at 20" }, wait)).toBeTruthy();
    expect(router.state.location.search).toBe("?q=acme&status=lead&sort=-value&page=3");

    // Back (or a reload of the address) shows the page it names.
    await router.navigate(-1);
    expect(await screen.findByRole("link", { name: "Row at 10" }, wait)).toBeTruthy();
  });

  it("starts a new search at page 1 and keeps it in the address", async () => {
    const { router } = renderRoute({
      routes: [{ path: "/customers", element: <CustomersOverview /> }],
      path: "/customers?status=lead&sort=-value&page=4",
      mocks: [listPreferencesMock(10), leadsPage(null)],
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "Search customers" }, wait), {
      target: { value: "acme" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?status=lead&sort=-value&q=acme"), wait);
    expect(await screen.findByRole("link", { name: "Row at 0" }, wait)).toBeTruthy();
  });
});
