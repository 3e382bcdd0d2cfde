// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MockLink } from "@apollo/client/testing";
import {
  CustomerCompaniesDocument,
  LinkCompanyOfCustomerDocument,
  UnlinkCompanyOfCustomerDocument,
} from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { CUSTOMER_COMPANIES_SHOWN } from "../hooks/useCustomerCompanies.ts";
import { CustomerCompanies } from "./CustomerCompanies.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

function link(id: string, name: string, role: string, isPrimary: boolean) {
  return {
    __typename: "CustomerCompanyLink" as const,
    id: `link-${id}`,
    role,
    isPrimary,
    company: { __typename: "Company" as const, id, name, domains: [] },
  };
}

const ACME = link("co1", "Acme", "CTO", true);
const GLOBEX = link("co2", "Globex", "", false);

function renderCompanies(mutations: MockLink.MockedResponse[]) {
  renderRoute({
    routes: [{ path: "/customers/c1", element: <CustomerCompanies customerId="c1" customerName="Ann Lee" /> }],
    path: "/customers/c1",
    mocks: [
      {
        request: { query: CustomerCompaniesDocument, variables: { id: "c1", first: CUSTOMER_COMPANIES_SHOWN } },
        result: { data: { customer: { __typename: "Customer", id: "c1", companies: [ACME, GLOBEX] } } },
        ...always,
      },
      ...mutations,
    ],
  });
}

const linkMutation = (variables: object, result: object) => ({
  request: { query: LinkCompanyOfCustomerDocument, variables: { customerId: "c1", ...variables } },
  result: vi.fn(() => ({ data: { linkCustomerToCompany: result } })),
});

describe("CustomerCompanies", () => {
  it("lists the person's companies with their roles, the primary one marked, each linked to its page", async () => {
    renderCompanies([]);
    const list = await screen.findByRole("list", { name: "Ann Lee's companies" }, wait);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace(/Make primary|Edit role|Unlink/g, "")),
    ).toEqual(["AcmePrimaryCTO", "GlobexNo role"]);
    expect(screen.getByRole("link", { name: "Acme" }).getAttribute("href")).toBe("/companies/co1");
    expect(screen.queryByRole("button", { name: "Make Acme primary" })).toBeNull();
    expect(screen.getByText("Companies (2)")).toBeTruthy();
  });

  it("makes a company primary, keeping its role", async () => {
    const primary = linkMutation({ companyId: "co2", role: "", primary: true }, { ...GLOBEX, isPrimary: true });
    renderCompanies([primary]);
    fireEvent.click(await screen.findByRole("button", { name: "Make Globex primary" }, wait));
    expect(await screen.findByText("Globex is now the primary company", {}, wait)).toBeTruthy();
    expect(primary.result).toHaveBeenCalledTimes(1);
  });

  it("edits a role", async () => {
    const role = linkMutation({ companyId: "co1", role: "Chief Technology Officer", primary: true }, ACME);
    renderCompanies([role]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit role at Acme" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Role at Acme" }, wait);
    const input = within(dialog).getByLabelText("Role");
    expect(input).toHaveProperty("value", "CTO");
    fireEvent.change(input, { target: { value: " Chief Technology Officer " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Role" }));
    expect(await screen.findByText("Role saved", {}, wait)).toBeTruthy();
    expect(role.result).toHaveBeenCalledTimes(1);
  });

  it("refuses a role longer than 200 characters", async () => {
    renderCompanies([]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit role at Acme" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Role at Acme" }, wait);
    fireEvent.change(within(dialog).getByLabelText("Role"), { target: { value: "x".repeat(201) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Role" }));
    expect(await screen.findByText("Role must be at most 200 characters", {}, wait)).toBeTruthy();
  });

  it("unlinks a company once confirmed", async () => {
    const unlinked = vi.fn(() => ({
      data: { unlinkCustomerFromCompany: { __typename: "DeletePayload", id: "link-co2" } },
    }));
    renderCompanies([
      {
        request: { query: UnlinkCompanyOfCustomerDocument, variables: { customerId: "c1", companyId: "co2" } },
        result: unlinked,
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Unlink Globex" }, wait));
    expect(await screen.findByText("Unlink Ann Lee from Globex?", {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Unlink" }));
    expect(await screen.findByText("Unlinked from Globex", {}, wait)).toBeTruthy();
    expect(unlinked).toHaveBeenCalledTimes(1);
  });
});
