import { describe, expect, it } from "vitest";
import { csvExportUrl } from "./csvExportUrl.ts";

describe("csvExportUrl", () => {
  it("asks for the whole list when no filter is set", () => {
    expect(csvExportUrl("/api/tasks/export.csv", { status: null, priority: undefined, search: "" })).toBe(
      "/api/tasks/export.csv",
    );
  });

  it("passes each set filter as an encoded query parameter, in order", () => {
    expect(csvExportUrl("/api/tasks/export.csv", { status: "pending", customerId: null, priority: "high" })).toBe(
      "/api/tasks/export.csv?status=pending&priority=high",
    );
    expect(csvExportUrl("/api/customers/export.csv", { search: "acme & co" })).toBe(
      "/api/customers/export.csv?search=acme+%26+co",
    );
  });
});
