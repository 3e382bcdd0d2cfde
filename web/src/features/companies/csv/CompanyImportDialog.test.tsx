// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ImportCompaniesDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { CompanyImportButton } from "./CompanyImportDialog.tsx";

const wait = { timeout: 8000 };

describe("CompanyImportButton", () => {
  it("maps a file's columns, sends the rows the form accepts, and reports every row", async () => {
    const onImported = vi.fn();
    const sent = [{ line: 2, name: "Acme", domains: "acme.example", industry: "Software" }];
    renderRoute({
      routes: [{ path: "/companies", element: <CompanyImportButton onImported={onImported} /> }],
      path: "/companies",
      mocks: [
        {
          request: { query: ImportCompaniesDocument, variables: { rows: sent, updateExisting: true } },
          result: {
            data: {
              importCompanies: [
                { __typename: "CompanyImportResult", line: 2, outcome: "updated", field: null, message: null },
              ],
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: /Import/ }, wait));
    const dialog = await screen.findByRole("dialog", { name: "Import Companies" }, wait);
    const file = new File(["Company,Domain,Sector\nAcme,acme.example,Software\n,not a domain,\n"], "companies.csv", {
      type: "text/csv",
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByText(/2 rows\. Match each field/, {}, wait)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Update existing companies with the same domain" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));

    expect(
      await within(dialog).findByText("Import finished: 0 created, 1 updated, 1 rejected, 0 duplicates.", {}, wait),
    ).toBeTruthy();
    const notImported = within(dialog).getByRole("table", { name: "Rows not imported" });
    expect(within(notImported).getByText("Name is required")).toBeTruthy();
    expect(within(notImported).getByText("Please enter a valid domain: not")).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
  });
});
