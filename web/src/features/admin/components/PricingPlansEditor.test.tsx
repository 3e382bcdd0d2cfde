// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  AdminPricingPlansDocument,
  DeletePricingPlanDocument,
  ReorderPricingPlansDocument,
  UpdatePricingPlanDocument,
} from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { PricingPlansEditor } from "./PricingPlansEditor.tsx";

const wait = { timeout: 8000 };

const starter = {
  __typename: "PricingPlan" as const,
  id: "p1",
  name: "Starter",
  monthlyPriceCents: 2900,
  description: "For small teams.",
  features: ["5 seats", "Tasks"],
  popular: false,
};
const professional = { ...starter, id: "p2", name: "Professional", monthlyPriceCents: 7900, popular: true };
const enterprise = { ...starter, id: "p3", name: "Enterprise", monthlyPriceCents: 19900, features: [] };

type Plan = typeof starter;

/**
 * The plans query, answered from `server.plans` every time it is asked (the first load, and the
 * reload after each save); a test pushes the mutations it expects, which change what it holds.
 */
function mocks(plans: Plan[]) {
  const server = { plans };
  const query: MockLink.MockedResponse = {
    request: { query: AdminPricingPlansDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { pricingPlans: server.plans } }),
  };
  return { server, mocks: [query] };
}

function renderEditor({ mocks }: { mocks: MockLink.MockedResponse[] }) {
  renderRoute({ routes: [{ path: "/admin/pricing", element: <PricingPlansEditor /> }], path: "/admin/pricing", mocks });
}

/** A button by its visible text (antd puts the icon's name before it in the accessible name). */
const buttonWithText = (text: string) => screen.getByText(text).closest("button") as HTMLButtonElement;

const planNames = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("PricingPlansEditor", () => {
  it("lists the plans in order, with their monthly price", async () => {
    renderEditor(mocks([starter, professional, enterprise]));
    expect(await screen.findByText("3 plans, in the order the landing page shows them", {}, wait)).toBeTruthy();
    expect(planNames()).toEqual(["Starter", "ProfessionalMost Popular", "Enterprise"]);
    expect(screen.getByText("$29 a month")).toBeTruthy();
    expect(screen.getByText("$199 a month")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move Starter up" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Move Starter down" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: "Move Enterprise down" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Delete Starter" })).toHaveProperty("disabled", false);
  });

  it("moves a plan down, keeps the focus on its button and says where it went", async () => {
    const fake = mocks([starter, professional, enterprise]);
    fake.mocks.push({
      request: { query: ReorderPricingPlansDocument, variables: { ids: ["p2", "p1", "p3"] } },
      result: () => {
        fake.server.plans = [professional, starter, enterprise];
        return { data: { reorderPricingPlans: fake.server.plans } };
      },
    });
    renderEditor(fake);
    fireEvent.click(await screen.findByRole("button", { name: "Move Starter down" }, wait));
    expect(await screen.findByText("Starter moved to position 2 of 3", {}, wait)).toBeTruthy();
    expect(planNames()).toEqual(["ProfessionalMost Popular", "Starter", "Enterprise"]);
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Move Starter down"), wait);
  });

  it("edits a plan's price in dollars and saves it in cents", async () => {
    const saved = { ...starter, monthlyPriceCents: 3550 };
    const fake = mocks([starter, professional]);
    fake.mocks.push({
      request: {
        query: UpdatePricingPlanDocument,
        variables: {
          id: "p1",
          input: {
            name: "Starter",
            monthlyPriceCents: 3550,
            description: "For small teams.",
            features: ["5 seats", "Tasks"],
            popular: false,
          },
        },
      },
      result: () => {
        fake.server.plans = [saved, professional];
        return { data: { updatePricingPlan: saved } };
      },
    });
    renderEditor(fake);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Starter" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Edit Plan" }, wait);
    expect(within(dialog).getByLabelText("Features")).toHaveProperty("value", "5 seats\nTasks");
    fireEvent.change(within(dialog).getByLabelText("Monthly Price (USD)"), { target: { value: "35.50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Plan updated successfully", {}, wait)).toBeTruthy();
    expect(await screen.findByText("$35.50 a month", {}, wait)).toBeTruthy();
  });

  it("refuses too many features with the server's words, before sending anything", async () => {
    renderEditor(mocks([starter, professional]));
    await screen.findByText("2 plans, in the order the landing page shows them", {}, wait);
    fireEvent.click(buttonWithText("Add Plan"));
    const dialog = await screen.findByRole("dialog", { name: "Add Plan" }, wait);
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Scale" } });
    fireEvent.change(within(dialog).getByLabelText("Monthly Price (USD)"), { target: { value: "99" } });
    const features = Array.from({ length: 13 }, (_, index) => `Feature ${index + 1}`).join("\n");
    fireEvent.change(within(dialog).getByLabelText("Features"), { target: { value: features } });
    fireEvent.click(within(dialog).getByText("Add Plan", { selector: "button span" }));
    expect(await within(dialog).findByText("A plan lists at most 12 features", {}, wait)).toBeTruthy();
  });

  it("asks before deleting a plan", async () => {
    const fake = mocks([starter, professional]);
    fake.mocks.push({
      request: { query: DeletePricingPlanDocument, variables: { id: "p1" } },
      result: () => {
        fake.server.plans = [professional];
        return { data: { deletePricingPlan: { __typename: "DeletePayload", id: "p1" } } };
      },
    });
    renderEditor(fake);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Starter" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Delete Starter?" }, wait);
    expect(within(dialog).getByText("The plan disappears from the landing page.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Plan deleted successfully", {}, wait)).toBeTruthy();
    await waitFor(() => expect(planNames()).toEqual(["ProfessionalMost Popular"]), wait);
  });

  it("keeps the last plan, and says why", async () => {
    renderEditor(mocks([starter]));
    expect(await screen.findByText("The landing page needs at least one plan", {}, wait)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Starter" })).toHaveProperty("disabled", true);
  });
});
