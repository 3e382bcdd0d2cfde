// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CreateCompanyDocument, TeamMembersDocument, ViewerDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { viewerResult } from "#web/test/viewerMocks.ts";
import { CompanyFormDialog } from "./CompanyFormDialog.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

function renderDialog(sent: unknown[]) {
  const handlers = { onClose: vi.fn(), onSaved: vi.fn() };
  renderRoute({
    routes: [{ path: "/companies", element: <CompanyFormDialog open {...handlers} /> }],
    path: "/companies",
    mocks: [
      { request: { query: ViewerDocument }, ...always, result: viewerResult() },
      { request: { query: TeamMembersDocument }, ...always, result: { data: { teamMembers: [] } } },
      {
        request: { query: CreateCompanyDocument, variables: () => true },
        result: (variables) => {
          sent.push(variables);
          return {
            data: {
              createCompany: {
                __typename: "Company",
                id: "co1",
                isSample: false,
                name: "Globex",
                domains: ["globex.com"],
                industry: "",
                size: 40,
                phone: "",
                website: "",
                address: "",
                notes: "",
                owner: { __typename: "User", id: "u1", username: "alice" },
              },
            },
          };
        },
      },
    ],
  });
  return handlers;
}

describe("CompanyFormDialog", () => {
  it("asks for the name in the one wording of every form", async () => {
    const sent: unknown[] = [];
    renderDialog(sent);
    const dialog = await screen.findByRole("dialog", { name: "Add Company" }, wait);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Company" }));
    expect(await within(dialog).findByText("Name is required", {}, wait)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("adds the company with its domains and size, owned by whoever adds it, says so and closes", async () => {
    const sent: unknown[] = [];
    const { onClose, onSaved } = renderDialog(sent);
    const dialog = await screen.findByRole("dialog", { name: "Add Company" }, wait);
    fireEvent.change(within(dialog).getByLabelText("Name *"), { target: { value: " Globex " } });
    const domains = within(dialog).getByLabelText("Domains");
    fireEvent.change(domains, { target: { value: "globex.com" } });
    fireEvent.keyDown(domains, { key: "Enter", code: "Enter" });
    fireEvent.change(within(dialog).getByLabelText("Employees"), { target: { value: "40" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Company" }));
    expect(await screen.findByText("Company added successfully", {}, wait)).toBeTruthy();
    expect(sent).toEqual([
      {
        input: {
          name: "Globex",
          domains: ["globex.com"],
          industry: "",
          size: 40,
          phone: "",
          website: "",
          address: "",
          ownerId: "u1",
          notes: "",
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: "co1" }));
  });
});
