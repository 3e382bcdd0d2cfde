import { describe, expect, it } from "vitest";
import { deletedCompanySummary } from "./deletedCompanySummary.ts";

describe("deletedCompanySummary", () => {
  it("says how many people were unlinked and what became of the deals", () => {
    expect(deletedCompanySummary({ unlinkedPeople: 2, keptDeals: 3, deletedDeals: 0 })).toBe(
      "2 people unlinked, 3 deals kept without a company.",
    );
    expect(deletedCompanySummary({ unlinkedPeople: 1, keptDeals: 0, deletedDeals: 1 })).toBe(
      "1 person unlinked, 1 deal deleted.",
    );
    expect(deletedCompanySummary({ unlinkedPeople: 0, keptDeals: 0, deletedDeals: 0 })).toBe("0 people unlinked.");
  });
});
