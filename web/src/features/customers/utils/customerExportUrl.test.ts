import { describe, expect, it } from "vitest";
import { customerExportUrl } from "./customerExportUrl.ts";

describe("customerExportUrl", () => {
  it("asks for the whole list when nothing is filtered", () => {
    expect(customerExportUrl({ search: "", status: null, orderBy: null })).toBe("/api/customers/export.csv");
  });

  it("carries the search, status and order the screen shows", () => {
    expect(
      customerExportUrl({ search: "acme & co", status: "active", orderBy: { field: "value", direction: "desc" } }),
    ).toBe("/api/customers/export.csv?search=acme+%26+co&status=active&sort=-value");
  });
});
