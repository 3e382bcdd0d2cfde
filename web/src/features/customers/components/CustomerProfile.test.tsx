// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MockLink } from "@apollo/client/testing";
import {
  CreateActivityDocument,
  CreateTaskDocument,
  CustomerActivitiesPageDocument,
  CustomerCompaniesDocument,
  CustomerDetailDocument,
  CustomerOptionsDocument,
  SetTaskCompletedDocument,
  TeamMembersDocument,
  type ActivityInput,
  type TaskInput,
} from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { CUSTOMER_COMPANIES_SHOWN } from "../hooks/useCustomerCompanies.ts";
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
    kind: "user",
    title: `Call number ${number}`,
    description: null,
    occurredAt: new Date(Date.UTC(2026, 0, 1) - number * 60_000).toISOString(),
    customer: { __typename: "Customer", id: customerId, name: "Ann Lee" },
    company: null,
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
        primaryCompany: null,
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

const noCompanies = {
  request: { query: CustomerCompaniesDocument, variables: { id: customerId, first: CUSTOMER_COMPANIES_SHOWN } },
  ...always,
  result: { data: { customer: { __typename: "Customer", id: customerId, companies: [] } } },
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

function renderProfile(mocks: MockLink.MockedResponse[] = [detail, noCompanies, nextActivities]) {
  renderRoute({
    routes: [{ path: "/customers/:id", element: <CustomerProfile customerId={customerId} /> }],
    path: `/customers/${customerId}`,
    mocks,
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

  it("links the person's company to its page and lists their companies", async () => {
    const acme = { __typename: "Company", id: "co1", name: "Acme", domains: ["acme.com"] };
    const atAcme = {
      ...detail,
      result: {
        data: {
          ...detail.result.data,
          customer: { ...detail.result.data.customer, company: "Acme", primaryCompany: acme },
        },
      },
    };
    const companies = {
      ...noCompanies,
      result: {
        data: {
          customer: {
            __typename: "Customer",
            id: customerId,
            companies: [{ __typename: "CustomerCompanyLink", id: "l1", role: "CTO", isPrimary: true, company: acme }],
          },
        },
      },
    };
    renderProfile([atAcme, companies]);
    const section = await screen.findByRole("list", { name: "Ann Lee's companies" }, wait);
    expect(within(section).getByText("CTO")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Acme" }).map((link) => link.getAttribute("href"))).toEqual([
      "/companies/co1",
      "/companies/co1",
    ]);
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

/** A customer page over a fake server: creating and ticking change what its next answer holds. */
function renderWorkingProfile() {
  const server = { openTasks: [] as object[], doneTasks: [] as object[], activities: [] as object[] };
  const customerRef = { __typename: "Customer", id: customerId, name: "Ann Lee" };
  const task = (input: TaskInput, completed: boolean) => ({
    __typename: "Task",
    id: "t1",
    isSample: false,
    title: input.title,
    description: "",
    dueAt: null,
    priority: "medium",
    completed,
    assignee: null,
    customer: customerRef,
  });
  const created: { tasks: TaskInput[]; activities: ActivityInput[] } = { tasks: [], activities: [] };
  let savedTask: TaskInput | null = null;
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: CustomerDetailDocument, variables: { id: customerId, first: CUSTOMER_DETAIL_PAGE_SIZE } },
      ...always,
      result: () => ({
        data: {
          customer: {
            ...detail.result.data.customer,
            phone: "+1 (555) 010-2030",
          },
          deals: connection("DealConnection", [], 0, null),
          openTasks: connection("TaskConnection", server.openTasks, server.openTasks.length, null),
          doneTasks: connection("TaskConnection", server.doneTasks, server.doneTasks.length, null),
          activities: connection("ActivityConnection", server.activities, server.activities.length, null),
        },
      }),
    },
    noCompanies,
    { request: { query: TeamMembersDocument }, ...always, result: { data: { teamMembers: [] } } },
    {
      request: { query: CustomerOptionsDocument, variables: () => true },
      ...always,
      result: { data: { customers: { __typename: "CustomerConnection", edges: [] } } },
    },
    {
      request: { query: CreateTaskDocument, variables: () => true },
      result: ({ input }) => {
        created.tasks.push(input);
        savedTask = input;
        server.openTasks = [task(input, false)];
        return { data: { createTask: task(input, false) } };
      },
    },
    {
      request: { query: SetTaskCompletedDocument, variables: { id: "t1", completed: true } },
      result: () => {
        server.doneTasks = [task(savedTask!, true)];
        server.openTasks = [];
        return { data: { setTaskCompleted: { __typename: "Task", id: "t1", completed: true } } };
      },
    },
    {
      request: { query: CreateActivityDocument, variables: () => true },
      result: ({ input }) => {
        created.activities.push(input);
        const logged = { ...activity(1), id: "a-new", type: input.type, title: input.title };
        server.activities = [logged];
        return { data: { createActivity: logged } };
      },
    },
  ];
  renderRoute({
    routes: [{ path: "/customers/:id", element: <CustomerProfile customerId={customerId} /> }],
    path: `/customers/${customerId}`,
    mocks,
  });
  return created;
}

/** The dialog open on screen (under test antd gives every element the same id, so not by its title). */
async function openDialog(button: string) {
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(`${button}$`) }, wait));
  return screen.findByRole("dialog", {}, wait);
}

describe("CustomerProfile, where the work happens", () => {
  it("writes to the e-mail address and dials the phone number", async () => {
    renderWorkingProfile();
    const email = await screen.findByRole("link", { name: "ann@example.com" }, wait);
    expect(email.getAttribute("href")).toBe("mailto:ann@example.com");
    expect(screen.getByRole("link", { name: "+1 555 010 2030" }).getAttribute("href")).toBe("tel:+15550102030");
  });

  it("adds a task for this customer, shows it at once and ticks it done there", async () => {
    const created = renderWorkingProfile();
    const dialog = await openDialog("Add Task");
    expect(within(dialog).getByText("Ann Lee")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Title *"), { target: { value: "Send the contract" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const done = await screen.findByRole("checkbox", { name: "Send the contract" }, wait);
    expect(created.tasks).toMatchObject([{ title: "Send the contract", customerId }]);
    expect(screen.getByText("Tasks (1)")).toBeTruthy();
    expect(done).toHaveProperty("checked", false);

    fireEvent.click(done);
    await waitFor(
      () => expect(screen.getByRole("checkbox", { name: "Send the contract" })).toHaveProperty("checked", true),
      wait,
    );
    await waitFor(() => expect(screen.getByText("Done")).toBeTruthy(), wait);
  });

  it("logs an activity for this customer and shows it at once", async () => {
    const created = renderWorkingProfile();
    const dialog = await openDialog("Log Activity");
    expect(within(dialog).getByText("Ann Lee")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Title *"), { target: { value: "Intro call" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Intro call", {}, wait)).toBeTruthy();
    expect(created.activities).toMatchObject([{ title: "Intro call", customerId }]);
    expect(screen.getByText("Activities (1)")).toBeTruthy();
  });
});
