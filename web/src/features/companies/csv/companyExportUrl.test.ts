import { describe, expect, it } from "vitest";
import { companyExportUrl } from "./companyExportUrl.ts";

describe("companyExportUrl", () => {
  it("asks for the list as the screen shows it: search, industry, size band, owner and order", () => {
    expect(
      companyExportUrl(
        { search: "acme", industry: "Software", sizeMin: 11, sizeMax: 50, ownerId: "u1" },
        { field: "size", direction: "desc" },
      ),
    ).toBe("/api/companies/export.csv?q=acme&industry=Software&sizeMin=11&sizeMax=50&ownerId=u1&sort=-size");
  });

  it("leaves out what shows everything, and keeps a size band without an upper bound", () => {
    expect(companyExportUrl({ search: "", sizeMin: 5001, sizeMax: null }, null)).toBe(
      "/api/companies/export.csv?sizeMin=5001",
    );
    expect(companyExportUrl(null, { field: "name", direction: "asc" })).toBe("/api/companies/export.csv?sort=name");
  });
});
