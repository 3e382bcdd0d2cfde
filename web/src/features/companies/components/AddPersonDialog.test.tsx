// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { MockedProvider } from "@apollo/client/testing/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  CreateCustomerDocument,
  CustomerOptionsDocument,
  LinkCustomerToCompanyDocument,
} from "#web/graphql/generated/graphql.ts";
import { AddPersonDialog } from "./AddPersonDialog.tsx";

const wait = { timeout: 8000 };
const acme = { id: "co1", name: "Acme" };

const customerOptions = {
  request: { query: CustomerOptionsDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      customers: {
        __typename: "CustomerConnection",
        edges: [
          { __typename: "CustomerEdge", node: { __typename: "Customer", id: "c2", name: "Bo Chan", company: "" } },
        ],
      },
    },
  },
};

function linkResult(customerId: string, name: string, role: string, isPrimary: boolean) {
  return {
    data: {
      linkCustomerToCompany: {
        __typename: "CustomerCompanyLink",
        id: `link-${customerId}`,
        role,
        isPrimary,
        customer: { __typename: "Customer", id: customerId, isSample: false, name, email: "", company: "Acme" },
      },
    },
  };
}

describe("AddPersonDialog", () => {
  it("links an existing person with their role, as their primary company when ticked", async () => {
    const sent: unknown[] = [];
    const onAdded = vi.fn();
    render(
      <MockedProvider
        mocks={[
          customerOptions,
          {
            request: { query: LinkCustomerToCompanyDocument, variables: () => true },
            result: (variables) => {
              sent.push(variables);
              return linkResult("c2", "Bo Chan", "Buyer", true);
            },
          },
        ]}
      >
        <AddPersonDialog company={acme} open onClose={() => {}} onAdded={onAdded} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Person to Acme" }, wait);
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Person *" }));
    fireEvent.click(await screen.findByTitle("Bo Chan", {}, wait));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Role" }), { target: { value: " Buyer " } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Make Acme their primary company" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Person" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled(), wait);
    expect(sent).toEqual([{ customerId: "c2", companyId: "co1", role: "Buyer", primary: true }]);
  });

  it("creates a new person with the company as their primary one, then gives them their role", async () => {
    const created: unknown[] = [];
    const linked: unknown[] = [];
    const onAdded = vi.fn();
    render(
      <MockedProvider
        mocks={[
          customerOptions,
          {
            request: { query: CreateCustomerDocument, variables: () => true },
            result: (variables) => {
              created.push(variables);
              return {
                data: {
                  createCustomer: {
                    __typename: "Customer",
                    id: "c9",
                    isSample: false,
                    name: "Cy Dee",
                    email: "cy@acme.com",
                    phone: "",
                    company: "Acme",
                    status: "lead",
                    notes: "",
                    valueCents: 0,
                  },
                },
              };
            },
          },
          {
            request: { query: LinkCustomerToCompanyDocument, variables: () => true },
            result: (variables) => {
              linked.push(variables);
              return linkResult("c9", "Cy Dee", "CFO", true);
            },
          },
        ]}
      >
        <AddPersonDialog company={acme} open onClose={() => {}} onAdded={onAdded} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Person to Acme" }, wait);
    fireEvent.click(within(dialog).getByText("New person"));
    fireEvent.change(await within(dialog).findByRole("textbox", { name: "Full Name *" }, wait), {
      target: { value: "Cy Dee" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Email *" }), { target: { value: "cy@acme.com" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Role" }), { target: { value: "CFO" } });
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Person" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled(), wait);
    expect(created).toEqual([{ input: { name: "Cy Dee", email: "cy@acme.com", companyId: "co1" } }]);
    expect(linked).toEqual([{ customerId: "c9", companyId: "co1", role: "CFO" }]);
  });

  it("leaves the primary mark to the server when not ticked (a first company becomes primary)", async () => {
    const sent: unknown[] = [];
    const onAdded = vi.fn();
    render(
      <MockedProvider
        mocks={[
          customerOptions,
          {
            request: { query: LinkCustomerToCompanyDocument, variables: () => true },
            result: (variables) => {
              sent.push(variables);
              return linkResult("c2", "Bo Chan", "", true);
            },
          },
        ]}
      >
        <AddPersonDialog company={acme} open onClose={() => {}} onAdded={onAdded} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Person to Acme" }, wait);
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Person *" }));
    fireEvent.click(await screen.findByTitle("Bo Chan", {}, wait));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Person" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled(), wait);
    expect(sent).toEqual([{ customerId: "c2", companyId: "co1", role: "", primary: null }]);
  });

  it("asks for the person before linking", async () => {
    render(
      <MockedProvider mocks={[customerOptions]}>
        <AddPersonDialog company={acme} open onClose={() => {}} onAdded={() => {}} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Person to Acme" }, wait);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Person" }));
    expect(await within(dialog).findByText("Person is required", {}, wait)).toBeTruthy();
  });
});
