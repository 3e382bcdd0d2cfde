// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminTestimonialsDocument, UpdateTestimonialDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { TestimonialsEditor } from "./TestimonialsEditor.tsx";

const wait = { timeout: 8000 };

const maria = {
  __typename: "Testimonial" as const,
  id: "t1",
  quote: "We replaced three spreadsheets.",
  name: "Maria Lopez",
  role: "VP of Sales",
  company: "Northwind Traders",
  rating: 4,
};
const david = { ...maria, id: "t2", quote: "Support has context.", name: "David Chen", role: "", company: "" };

function renderEditor(mutations: MockLink.MockedResponse[] = []) {
  const server = { testimonials: [maria, david] };
  const query: MockLink.MockedResponse = {
    request: { query: AdminTestimonialsDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { testimonials: server.testimonials } }),
  };
  renderRoute({
    routes: [{ path: "/admin/testimonials", element: <TestimonialsEditor /> }],
    path: "/admin/testimonials",
    mocks: [query, ...mutations],
  });
  return server;
}

describe("TestimonialsEditor", () => {
  it("shows each quote with who said it and its rating", async () => {
    renderEditor();
    expect(await screen.findByText("“We replaced three spreadsheets.”", {}, wait)).toBeTruthy();
    expect(screen.getByText("— Maria Lopez, VP of Sales, Northwind Traders")).toBeTruthy();
    expect(screen.getByText("— David Chen")).toBeTruthy();
    expect(screen.getAllByText("Rating: 4 of 5")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Move Maria Lopez's testimonial down" })).toBeTruthy();
  });

  it("edits a quote in a dialog that starts from the saved one, keeping the rating", async () => {
    const edited = { ...maria, quote: "Our win rate went up." };
    renderEditor([
      {
        request: {
          query: UpdateTestimonialDocument,
          variables: {
            id: "t1",
            input: {
              quote: "Our win rate went up.",
              name: "Maria Lopez",
              role: "VP of Sales",
              company: "Northwind Traders",
              rating: 4,
            },
          },
        },
        result: { data: { updateTestimonial: edited } },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Maria Lopez's testimonial" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Edit Testimonial" }, wait);
    const quote = within(dialog).getByLabelText("Quote");
    expect(quote).toHaveProperty("rows", 4);
    expect(within(dialog).getByLabelText("Company")).toHaveProperty("value", "Northwind Traders");
    expect(within(dialog).getByText("4 stars")).toBeTruthy();
    fireEvent.change(quote, { target: { value: "Our win rate went up." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Testimonial updated successfully", {}, wait)).toBeTruthy();
  });

  it("refuses a quote over 600 characters with the server's words, before sending", async () => {
    renderEditor();
    fireEvent.click(await screen.findByRole("button", { name: "Edit David Chen's testimonial" }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Edit Testimonial" }, wait);
    fireEvent.change(within(dialog).getByLabelText("Quote"), { target: { value: "x".repeat(601) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Quote must be at most 600 characters", {}, wait)).toBeTruthy();
  });
});
