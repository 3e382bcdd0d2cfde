// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it, vi } from "vitest";
import {
  CustomerOptionsDocument,
  DealContactsDocument,
  PatchDealDocument,
  SetDealContactRoleDocument,
  TeamMembersDocument,
  type DealCardFieldsFragment,
  type DealPatch,
} from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { DealFormDialog } from "./DealFormDialog.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const person = (id: string, name: string) => ({ id, name });

const deal: DealCardFieldsFragment = {
  id: "d1",
  isSample: false,
  title: "Renewal",
  stage: "qualified",
  valueCents: 0,
  position: 1,
  expectedCloseAt: null,
  closedAt: null,
  lostReason: null,
  lostNote: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  owner: null,
  customer: person("c1", "Ann"),
  company: { id: "co1", name: "Acme" },
};

const CHAMPION = {
  __typename: "DealContact",
  id: "dc1",
  role: "Champion",
  customer: { __typename: "Customer", ...person("c2", "Bo") },
};

function renderForm(editing: DealCardFieldsFragment, contacts: object[], mocks: MockLink.MockedResponse[] = []) {
  renderRoute({
    routes: [{ path: "/deals", element: <DealFormDialog open deal={editing} onClose={() => {}} /> }],
    path: "/deals",
    mocks: [
      { request: { query: TeamMembersDocument }, ...always, result: { data: { teamMembers: [] } } },
      {
        request: { query: CustomerOptionsDocument, variables: () => true },
        ...always,
        result: { data: { customers: { __typename: "CustomerConnection", edges: [] } } },
      },
      {
        request: { query: DealContactsDocument, variables: { id: editing.id } },
        ...always,
        result: { data: { deal: { __typename: "Deal", id: editing.id, contacts } } },
      },
      ...mocks,
    ],
  });
}

describe("DealFormDialog's company and other contacts", () => {
  it("starts from the deal's company and contacts, sends them, and saves a changed role", async () => {
    let patched: DealPatch | null = null;
    const roleSet = vi.fn(() => ({
      data: { setDealContactRole: { id: "dc1", role: "Economic buyer" } },
    }));
    renderForm(
      deal,
      [CHAMPION],
      [
        {
          request: { query: PatchDealDocument, variables: () => true },
          result: ({ input }) => {
            patched = input;
            return { data: { patchDeal: { __typename: "Deal", ...deal } } };
          },
        },
        {
          request: {
            query: SetDealContactRoleDocument,
            variables: { dealId: "d1", customerId: "c2", role: "Economic buyer" },
          },
          result: roleSet,
        },
      ],
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit Deal" }, wait);
    expect(within(dialog).getByText("Acme")).toBeTruthy();
    expect(within(dialog).getByText("Bo")).toBeTruthy();
    const role = within(dialog).getByLabelText("Role of contact 1");
    expect(role).toHaveProperty("value", "Champion");
    fireEvent.change(role, { target: { value: "Economic buyer " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Deal updated successfully", {}, wait)).toBeTruthy();
    expect(patched).toMatchObject({ customerId: "c1", companyId: "co1", contactIds: ["c2"] });
    expect(roleSet).toHaveBeenCalledTimes(1);
  });

  it("refuses the primary contact as another contact", async () => {
    renderForm(deal, [{ ...CHAMPION, role: "", customer: { __typename: "Customer", ...person("c1", "Ann") } }]);
    const dialog = await screen.findByRole("dialog", { name: "Edit Deal" }, wait);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      await within(dialog).findByText("The primary contact cannot also be another contact", {}, wait),
    ).toBeTruthy();
  });

  it("removes a contact", async () => {
    let patched: DealPatch | null = null;
    renderForm(
      deal,
      [CHAMPION],
      [
        {
          request: { query: PatchDealDocument, variables: () => true },
          result: ({ input }) => {
            patched = input;
            return { data: { patchDeal: { __typename: "Deal", ...deal } } };
          },
        },
      ],
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit Deal" }, wait);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove contact 1" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(patched).toMatchObject({ companyId: "co1", contactIds: [] }), wait);
  });
});
