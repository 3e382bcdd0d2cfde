// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MockLink } from "@apollo/client/testing";
import { CompanyOptionsDocument, CreateCustomerDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { CustomerFormDialog } from "./CustomerFormDialog.tsx";

const wait = { timeout: 8000 };

const input = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "",
  company: "",
  status: "lead",
  notes: "",
  valueCents: 2_500_000,
};

function renderDialog(
  createMock: object,
  handlers = { onClose: vi.fn(), onSaved: vi.fn() },
  { variables = { input }, mocks = [] }: { variables?: object; mocks?: MockLink.MockedResponse[] } = {},
) {
  renderRoute({
    routes: [{ path: "/customers", element: <CustomerFormDialog open {...handlers} /> }],
    path: "/customers",
    mocks: [{ request: { query: CreateCustomerDocument, variables }, ...createMock }, ...mocks],
  });
  return handlers;
}

const companyOptions = (search: string | null, companies: { id: string; name: string; domains: string[] }[]) => ({
  request: { query: CompanyOptionsDocument, variables: { search } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      companies: {
        __typename: "CompanyConnection",
        edges: companies.map((company) => ({ __typename: "CompanyEdge", node: { __typename: "Company", ...company } })),
      },
    },
  },
});

const ACMES = [
  { id: "co1", name: "Acme", domains: ["acme.com"] },
  { id: "co2", name: "Acme", domains: ["acme.io"] },
];

async function fillAndSave() {
  fireEvent.change(await screen.findByLabelText("Full Name *", {}, wait), { target: { value: "Ann Lee" } });
  fireEvent.change(screen.getByLabelText("Email *"), { target: { value: "ann@example.com" } });
  fireEvent.change(screen.getByLabelText("Value (USD)"), { target: { value: "25000" } });
  fireEvent.click(screen.getByRole("button", { name: "Add Customer" }));
}

describe("CustomerFormDialog", () => {
  it("shows the spec's customer form, starting as a lead", async () => {
    renderDialog({});
    expect(await screen.findByRole("dialog", { name: "Add New Customer" }, wait)).toBeTruthy();
    expect(screen.getByLabelText("Full Name *").getAttribute("placeholder")).toBe("John Doe");
    expect(screen.getByLabelText("Email *").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Email *").getAttribute("placeholder")).toBe("john@example.com");
    expect(screen.getByLabelText("Phone").getAttribute("type")).toBe("tel");
    expect(screen.getByLabelText("Phone").getAttribute("placeholder")).toBe("+1 (555) 123-4567");
    expect(screen.getByLabelText("Company").getAttribute("placeholder")).toBe("Acme Corp");
    expect(screen.getByLabelText("Notes").getAttribute("placeholder")).toBe("Add any additional notes...");
    expect(screen.getByLabelText("Notes")).toHaveProperty("rows", 4);
    expect(screen.getByText("Lead")).toBeTruthy();
  });

  it("saves the value in cents, says so and closes", async () => {
    const { onClose, onSaved } = renderDialog({
      result: {
        data: { createCustomer: { __typename: "Customer", id: "c1", isSample: false, ...input, primaryCompany: null } },
      },
    });
    await fillAndSave();
    expect(await screen.findByText("Customer added successfully", {}, wait)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: "c1", valueCents: 2_500_000 }));
  });

  it("shows the server's validation message and stays open", async () => {
    const { onClose } = renderDialog({
      result: {
        errors: [{ message: "Please enter a valid email address", extensions: { code: "BAD_USER_INPUT" } }],
      },
    });
    await fillAndSave();
    expect(await screen.findByText("Failed to add customer", {}, wait)).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });

  it("suggests the workspace's companies as the name is typed and saves the one picked by its id", async () => {
    const saved = { ...input, company: "Acme", companyId: "co2" };
    const { onSaved } = renderDialog(
      {
        result: {
          data: {
            createCustomer: {
              __typename: "Customer",
              id: "c1",
              isSample: false,
              ...input,
              company: "Acme",
              primaryCompany: null,
            },
          },
        },
      },
      undefined,
      { variables: { input: saved }, mocks: [companyOptions(null, []), companyOptions("acm", ACMES)] },
    );
    const company = await screen.findByLabelText("Company", {}, wait);
    fireEvent.focus(company);
    fireEvent.change(company, { target: { value: "acm" } });
    fireEvent.click(await screen.findByText("Acme (acme.io)", {}, wait));
    expect(company).toHaveProperty("value", "Acme");
    await fillAndSave();
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), wait);
  });

  it("saves a typed company name as text, which creates the company", async () => {
    const { onSaved } = renderDialog(
      {
        result: {
          data: {
            createCustomer: {
              __typename: "Customer",
              id: "c1",
              isSample: false,
              ...input,
              company: "Initech",
              primaryCompany: null,
            },
          },
        },
      },
      undefined,
      {
        variables: { input: { ...input, company: "Initech" } },
        mocks: [companyOptions(null, []), companyOptions("Initech", [])],
      },
    );
    const company = await screen.findByLabelText("Company", {}, wait);
    fireEvent.focus(company);
    fireEvent.change(company, { target: { value: "Initech" } });
    await fillAndSave();
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), wait);
  });

  it("requires the name and the email before saving", async () => {
    const { onSaved } = renderDialog({});
    fireEvent.click(await screen.findByRole("button", { name: "Add Customer" }, wait));
    expect(await screen.findByText("Name is required", {}, wait)).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
