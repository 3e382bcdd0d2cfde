import { describe, expect, it } from "vitest";
import { sampleRemovalSummary } from "./sampleRemovalSummary.ts";

describe("sampleRemovalSummary", () => {
  it("says how many rows of each kind were removed", () => {
    expect(sampleRemovalSummary({ customers: 12, companies: 9, deals: 30, tasks: 20, activities: 41 })).toBe(
      "Removed 12 customers, 9 companies, 30 deals, 20 tasks and 41 activities.",
    );
  });

  it("uses the singular for one row", () => {
    expect(sampleRemovalSummary({ customers: 1, companies: 1, deals: 1, tasks: 1, activities: 1 })).toBe(
      "Removed 1 customer, 1 company, 1 deal, 1 task and 1 activity.",
    );
  });
});
