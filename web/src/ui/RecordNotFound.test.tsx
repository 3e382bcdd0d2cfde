// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findLocation, renderRoute } from "#web/test/renderRoute.tsx";
import { RecordNotFound } from "./RecordNotFound.tsx";

describe("RecordNotFound", () => {
  it("names the missing record and leads back to its list", async () => {
    renderRoute({
      routes: [
        {
          path: "/customers/:customerId",
          element: <RecordNotFound recordName="Customer" listPath="/customers" listName="Customers" />,
        },
      ],
      path: "/customers/not-an-id",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Customer not found" })).toBeTruthy();
    expect(
      screen.getByText("This customer does not exist. It may have been deleted, or the link may be mistyped."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Back to Customers" }));
    expect(await findLocation("/customers")).toBeTruthy();
  });
});
