// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomerActivitiesPageDocument, CustomerDetailDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { CUSTOMER_DETAIL_PAGE_SIZE } from "../hooks/useCustomerDetail.ts";
import { CustomerProfile } from "./CustomerProfile.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const customerId = "0b7e6c1e-8a43-4d5e-9a55-2f0c1d2e3f40";

function connection(typename: string, nodes: object[], totalCount: number, endCursor: string | null) {
  return {
    __typename: typename,
    totalCount,
    totalCountIsLowerBound: false,
    pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
    edges: nodes.map((node) => ({ __typename: `${typename.replace("Connection", "")}Edge`, node })),
  };
}

function activity(number: number) {
  return {
    __typename: "Activity",
    id: `a${number}`,
    isSample: false,
    type: "call",
    title: `Call number ${number}`,
    description: null,
    occurredAt: new Date(Date.UTC(2026, 0, 1) - number * 60_000).toISOString(),
    customer: { __typename: "Customer", id: customerId, name: "Ann Lee" },
    author: { __typename: "User", id: "u1", username: "sam" },
  };
}

const activityNumbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

const detail = {
  request: { query: CustomerDetailDocument, variables: { id: customerId, first: CUSTOMER_DETAIL_PAGE_SIZE } },
  ...always,
  result: {
    data: {
      customer: {
        __typename: "Customer",
        id: customerId,
        isSample: false,
        name: "Ann Lee",
        email: "ann@example.com",
        phone: "",
        company: "",
        status: "active",
        notes: "",
        valueCents: 0,
        createdAt: "2025-01-01T00:00:00.000Z",
      },
      deals: connection("DealConnection", [], 0, null),
      openTasks: connection("TaskConnection", [], 0, null),
      doneTasks: connection("TaskConnection", [], 0, null),
      activities: connection("ActivityConnection", activityNumbers(1, 20).map(activity), 25, "cursor-20"),
    },
  },
};

const nextActivities = {
  request: {
    query: CustomerActivitiesPageDocument,
    variables: { customerId, first: CUSTOMER_DETAIL_PAGE_SIZE, after: "cursor-20" },
  },
  result: {
    data: { activities: connection("ActivityConnection", activityNumbers(21, 25).map(activity), 25, null) },
  },
};

function renderProfile() {
  renderRoute({
    routes: [{ path: "/customers/:id", element: <CustomerProfile customerId={customerId} /> }],
    path: `/customers/${customerId}`,
    mocks: [detail, nextActivities],
  });
}

function activityTitles() {
  const activities = screen.getByRole("group", { name: "activities of this customer" });
  return within(activities)
    .getAllByText(/^Call number \d+$/)
    .map((element) => element.textContent);
}

describe("CustomerProfile", () => {
  it("shows the first page of activities with the customer's total next to the heading", async () => {
    renderProfile();
    expect(await screen.findByText("Activities (25)", {}, wait)).toBeTruthy();
    expect(screen.getByText("Deals (0)")).toBeTruthy();
    expect(screen.getByText("Tasks (0)")).toBeTruthy();
    expect(activityTitles()).toEqual(activityNumbers(1, 20).map((number) => `Call number ${number}`));
    expect(screen.getByText("Showing 20 of 25 activities")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more deals" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show more tasks" })).toBeNull();
  });

  it("appends the next page on Show more activities, then drops the button and keeps focus on the list", async () => {
    renderProfile();
    const showMore = await screen.findByRole("button", { name: "Show more activities" }, wait);
    act(() => showMore.focus());
    fireEvent.click(showMore);
    await waitFor(() => expect(screen.getByText("Call number 25")).toBeTruthy(), wait);
    expect(activityTitles()).toEqual(activityNumbers(1, 25).map((number) => `Call number ${number}`));
    expect(screen.getByText("Activities (25)")).toBeTruthy();
    expect(screen.getByText("Showing 25 of 25 activities")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more activities" })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("group", { name: "activities of this customer" })),
    );
  });
});
