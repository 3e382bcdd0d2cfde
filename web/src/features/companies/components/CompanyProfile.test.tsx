// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MockLink } from "@apollo/client/testing";
import {
  CompanyActivitiesDocument,
  CompanyDealsDocument,
  CompanyDetailDocument,
  CompanyTasksDocument,
  DeleteCompanyDocument,
  LinkCustomerToCompanyDocument,
  TeamMembersDocument,
  UnlinkCustomerFromCompanyDocument,
} from "#web/graphql/generated/graphql.ts";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { viewerMock } from "#web/test/viewerMocks.ts";
import { COMPANY_PEOPLE_SHOWN } from "../hooks/useCompanyDetail.ts";
import { COMPANY_PAGE_SIZE } from "../hooks/usePagedConnection.ts";
import { CompanyProfile } from "./CompanyProfile.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const companyId = "0b7e6c1e-8a43-4d5e-9a55-2f0c1d2e3f40";

function connection(typename: string, nodes: object[]) {
  return {
    __typename: typename,
    totalCount: nodes.length,
    totalCountIsLowerBound: false,
    pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
    edges: nodes.map((node) => ({ __typename: `${typename.replace("Connection", "")}Edge`, node })),
  };
}

function person(id: string, name: string, role: string, isPrimary: boolean) {
  return {
    __typename: "CustomerCompanyLink",
    id: `link-${id}`,
    role,
    isPrimary,
    customer: { __typename: "Customer", id, isSample: false, name, email: `${id}@acme.com`, company: "Acme" },
  };
}

const detail = {
  request: { query: CompanyDetailDocument, variables: { id: companyId, people: COMPANY_PEOPLE_SHOWN } },
  ...always,
  result: {
    data: {
      company: {
        __typename: "Company",
        id: companyId,
        isSample: false,
        name: "Acme",
        domains: ["acme.com"],
        industry: "Software",
        size: 250,
        phone: "",
        website: "https://acme.com",
        address: "",
        notes: "",
        owner: null,
        createdAt: "2026-01-05T00:00:00.000Z",
        figures: {
          __typename: "CompanyFigures",
          openPipelineCents: 1250000,
          openDeals: 2,
          wonThisYearCents: 300050,
          wonDeals: 1,
          lastActivityAt: null,
          people: 2,
        },
        customers: [person("c1", "Ann Lee", "CTO", true), person("c2", "Bo Chan", "Buyer", false)],
      },
    },
  },
};

const deal = {
  __typename: "Deal",
  id: "d1",
  isSample: false,
  title: "Acme rollout",
  stage: "proposal",
  valueCents: 1000000,
  customer: { __typename: "Customer", id: "c1", name: "Ann Lee" },
};
const first = { first: COMPANY_PAGE_SIZE, after: null };
const records: MockLink.MockedResponse[] = [
  {
    request: { query: CompanyDealsDocument, variables: { companyId, ...first } },
    ...always,
    result: { data: { deals: connection("DealConnection", [deal]) } },
  },
  ...(["pending", "completed"] as const).map((status) => ({
    request: {
      query: CompanyTasksDocument,
      variables: {
        companyId,
        status,
        orderBy: { field: "dueAt", direction: status === "pending" ? "asc" : "desc" },
        ...first,
      },
    },
    ...always,
    result: { data: { tasks: connection("TaskConnection", []) } },
  })),
  {
    request: { query: CompanyActivitiesDocument, variables: { companyId, ...first } },
    ...always,
    result: { data: { activities: connection("ActivityConnection", []) } },
  },
];

/** What the deal, task and activity forms read when they open: the team, for owners and assignees. */
const formMocks: MockLink.MockedResponse[] = [
  { request: { query: TeamMembersDocument }, ...always, result: { data: { teamMembers: [] } } },
];

function renderProfile(mocks: MockLink.MockedResponse[] = []) {
  return renderRoute({
    routes: [{ path: "/companies/:id", element: <CompanyProfile companyId={companyId} /> }],
    path: `/companies/${companyId}`,
    mocks: [detail, ...records, ...mocks],
  });
}

describe("CompanyProfile", () => {
  it("shows the figures, the people with their roles and the deals with the open and won totals", async () => {
    renderProfile();
    const pipeline = await screen.findByRole("region", { name: "Open pipeline" }, wait);
    expect(pipeline.textContent).toBe("Open pipeline$12,5002 open deals");
    expect(screen.getByRole("region", { name: "Won this year" }).textContent).toBe("Won this year$3,000.501 won deal");
    expect(screen.getByRole("region", { name: "Last activity" }).textContent).toBe("Last activityNone yet");
    expect(screen.getByText("People (2)")).toBeTruthy();
    const ann = screen.getByRole("link", { name: "Ann Lee" }).closest("li") as HTMLElement;
    expect(within(ann).getByText("Primary")).toBeTruthy();
    expect(within(ann).getByText("CTO")).toBeTruthy();
    expect(within(ann).queryByRole("button", { name: "Make Acme Ann Lee's primary company" })).toBeNull();
    expect(await screen.findByRole("link", { name: "Acme rollout" }, wait)).toBeTruthy();
    expect(screen.getByText("Deals (1)")).toBeTruthy();
    expect(screen.getByText("Open: $12,500 (2 open deals)")).toBeTruthy();
    expect(screen.getByText("Won this year: $3,000.50 (1 won deal)")).toBeTruthy();
  });

  it.each([
    ["Add Task", "Create Task"],
    ["Log Activity", "Log Activity"],
    ["Add Deal", "Add Deal"],
  ])("%s opens %s with the company filled in", async (button, title) => {
    renderProfile([viewerMock(), ...formMocks]);
    fireEvent.click(await screen.findByRole("button", { name: new RegExp(`${button}$`) }, wait));
    const dialog = await screen.findByRole("dialog", { name: title }, wait);
    expect(within(dialog).getByTitle("Acme")).toBeTruthy();
  });

  it("makes the company a person's primary one", async () => {
    const sent: unknown[] = [];
    renderProfile([
      {
        request: {
          query: LinkCustomerToCompanyDocument,
          variables: { customerId: "c2", companyId, primary: true },
        },
        result: (variables) => {
          sent.push(variables);
          return { data: { linkCustomerToCompany: { ...person("c2", "Bo Chan", "Buyer", true) } } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Make Acme Bo Chan's primary company" }, wait));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(await screen.findByText("Acme is now Bo Chan's primary company", {}, wait)).toBeTruthy();
  });

  it("gives a person another role, keeping whether it is their primary company", async () => {
    const sent: unknown[] = [];
    renderProfile([
      {
        request: { query: LinkCustomerToCompanyDocument, variables: () => true },
        result: (variables) => {
          sent.push(variables);
          return { data: { linkCustomerToCompany: person("c1", "Ann Lee", "CEO", true) } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Ann Lee's role" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Edit role of Ann Lee" }, wait);
    const role = within(dialog).getByRole("textbox", { name: "Role" });
    expect(role).toHaveProperty("value", "CTO");
    fireEvent.change(role, { target: { value: " CEO " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toEqual([{ customerId: "c1", companyId, role: "CEO" }]), wait);
    expect(await screen.findByText("Role saved", {}, wait)).toBeTruthy();
  });

  it("unlinks a person only once confirmed", async () => {
    const sent: unknown[] = [];
    renderProfile([
      {
        request: { query: UnlinkCustomerFromCompanyDocument, variables: { customerId: "c2", companyId } },
        result: (variables) => {
          sent.push(variables);
          return { data: { unlinkCustomerFromCompany: { __typename: "DeletePayload", id: "link-c2" } } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Unlink Bo Chan" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Unlink Bo Chan from Acme?" }, wait);
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Unlink" }));
    await waitFor(() => expect(sent).toEqual([{ customerId: "c2", companyId }]), wait);
  });

  it("asks what becomes of the deals before deleting, says the people are kept, and goes back to the list", async () => {
    const sent: unknown[] = [];
    renderProfile([
      {
        request: { query: DeleteCompanyDocument, variables: { id: companyId, deals: "delete" } },
        result: (variables) => {
          sent.push(variables);
          return {
            data: {
              deleteCompany: {
                __typename: "DeleteCompanyPayload",
                id: companyId,
                unlinkedPeople: 2,
                keptDeals: 0,
                deletedDeals: 1,
              },
            },
          };
        },
      },
    ]);
    // The button's name starts with its icon's ("delete").
    fireEvent.click(await screen.findByRole("button", { name: "deleteDelete" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Delete Acme?" }, wait);
    expect(within(dialog).getByText(/Its people are kept, unlinked from it\./)).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: "Keep them, without a company" })).toHaveProperty("checked", true);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Delete them" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent).toEqual([{ id: companyId, deals: "delete" }]), wait);
    expect(await screen.findByText("2 people unlinked, 1 deal deleted.", {}, wait)).toBeTruthy();
    expect(await findLocation("/companies")).toBeTruthy();
  });
});
