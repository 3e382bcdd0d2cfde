import { describe, expect, it } from "vitest";
import { sampleKeptSentence } from "./sampleKeptSentence.ts";

const none = { customersEdited: 0, customersWithOwnRows: 0, companies: 0, deals: 0, tasks: 0, activities: 0 };

describe("sampleKeptSentence", () => {
  it("names each kind of row kept and why", () => {
    expect(
      sampleKeptSentence({ ...none, customersEdited: 2, customersWithOwnRows: 1, deals: 3, tasks: 1, activities: 2 }),
    ).toBe(
      "2 customers you edited, 1 customer with your own deals, tasks or activities, 3 deals you edited, 1 task you edited and 2 activities you edited stay.",
    );
    expect(sampleKeptSentence({ ...none, customersEdited: 2, customersWithOwnRows: 1 })).toBe(
      "2 customers you edited and 1 customer with your own deals, tasks or activities stay.",
    );
  });

  it("says a single kept row stays, and nothing when nothing is kept", () => {
    expect(sampleKeptSentence({ ...none, tasks: 1 })).toBe("1 task you edited stays.");
    expect(sampleKeptSentence({ ...none, companies: 2 })).toBe(
      "2 companies you edited or linked your own rows to stay.",
    );
    expect(sampleKeptSentence(none)).toBe("");
  });
});
