// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { formatCents } from "#web/ui/money.ts";
import { CustomerTable } from "./CustomerTable.tsx";

const customer = {
  __typename: "Customer" as const,
  id: "c1",
  name: "Sarah Johnson",
  email: "sarah@techcorp.example",
  phone: "+1 (555) 123-4567",
  company: "TechCorp",
  primaryCompany: { __typename: "Company" as const, id: "co1", name: "TechCorp" },
  status: "active" as const,
  notes: "",
  isSample: false,
  valueCents: 1250050,
};

const noop = () => {};
const stubbedMatchMedia = window.matchMedia;

/** The screen as antd's breakpoints see it: every `min-width` query matches on a wide one. */
function screenIs(wide: boolean) {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: wide });
}

function renderTable(
  row: typeof customer | (Omit<typeof customer, "primaryCompany"> & { primaryCompany: null }) = customer,
) {
  render(
    <MockedProvider>
      <MemoryRouter>
        <CustomerTable
          rows={[row]}
          loading={false}
          page={1}
          pageSize={25}
          totalCount={1}
          totalIsLowerBound={false}
          orderBy={null}
          onPageChange={noop}
          onOrderChange={noop}
          onView={noop}
          onEdit={noop}
          onDelete={noop}
        />
      </MemoryRouter>
    </MockedProvider>,
  );
  const table = screen.getByRole("table");
  return {
    headers: within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent),
    cells: within(within(table).getAllByRole("row")[1]!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  };
}

afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

describe("CustomerTable", () => {
  it("keeps the name with its company, the status and the value on a phone", () => {
    screenIs(false);
    const { headers, cells } = renderTable();
    expect(headers).toEqual(["Customer", "Status", "Value", "Actions"]);
    expect(cells.slice(0, 3)).toEqual(["Sarah JohnsonTechCorp", "Active", formatCents(customer.valueCents)]);
  });

  it("shows the company and the contact in their own columns on a wider screen", () => {
    screenIs(true);
    const { headers } = renderTable();
    expect(headers).toEqual(["Customer", "Company", "Contact", "Status", "Value", "Actions"]);
  });

  it("links the company to its page", () => {
    screenIs(true);
    renderTable();
    expect(screen.getByRole("link", { name: "TechCorp" }).getAttribute("href")).toBe("/companies/co1");
  });

  it("links the company under the name on a phone", () => {
    screenIs(false);
    renderTable();
    expect(screen.getByRole("link", { name: "TechCorp" }).getAttribute("href")).toBe("/companies/co1");
  });

  it("shows the company as text when the person has no company record", () => {
    screenIs(true);
    const { cells } = renderTable({ ...customer, primaryCompany: null });
    expect(cells[1]).toBe("TechCorp");
    expect(screen.queryByRole("link", { name: "TechCorp" })).toBeNull();
  });

  it("shows the phone number in international form and the value to the cent", () => {
    screenIs(true);
    renderTable();
    expect(screen.getByText("+1 555 123 4567")).toBeTruthy();
    expect(screen.getByText("$12,500.50")).toBeTruthy();
  });
});
