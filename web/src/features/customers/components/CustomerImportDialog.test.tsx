// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ImportCustomersDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { CustomerImportDialog } from "./CustomerImportDialog.tsx";

const wait = { timeout: 8000 };

describe("CustomerImportDialog", () => {
  it("says how the imported people's companies were found", async () => {
    const sent = [
      { line: 2, name: "Una", email: "una@umbrella.example", company: "Umbrella", role: "CTO" },
      { line: 3, name: "Kim", email: "kim@kramerica.example", company: "Kramerica", role: "" },
    ];
    const result = (line: number, companyMatch: string) => ({
      __typename: "CustomerImportResult",
      line,
      outcome: "created",
      field: null,
      message: null,
      companyMatch,
    });
    renderRoute({
      routes: [{ path: "/customers", element: <CustomerImportDialog open onClose={() => {}} onImported={() => {}} /> }],
      path: "/customers",
      mocks: [
        {
          request: { query: ImportCustomersDocument, variables: { rows: sent, updateExisting: false } },
          result: { data: { importCustomers: [result(2, "domain"), result(3, "created")] } },
        },
      ],
    });
    const dialog = await screen.findByRole("dialog", { name: "Import Customers" }, wait);
    const file = new File(
      ["Name,Email,Company,Job title\nUna,una@umbrella.example,Umbrella,CTO\nKim,kim@kramerica.example,Kramerica,\n"],
      "people.csv",
      { type: "text/csv" },
    );
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });
    expect(await within(dialog).findByText(/2 rows\. Match each field/, {}, wait)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(
      await within(dialog).findByText("Import finished: 2 created, 0 updated, 0 rejected, 0 duplicates.", {}, wait),
    ).toBeTruthy();
    expect(
      within(dialog).getByText("Companies: 1 person matched by e-mail domain, 0 by name, 1 to a new company."),
    ).toBeTruthy();
  });
});
