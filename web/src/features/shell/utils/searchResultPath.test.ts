import { describe, expect, it } from "vitest";
import { searchResultPath } from "./searchResultPath.ts";

describe("searchResultPath", () => {
  it("opens a customer's page and a deal's detail panel", () => {
    expect(searchResultPath({ kind: "customer", id: "c1", customerId: null })).toBe("/customers/c1");
    expect(searchResultPath({ kind: "deal", id: "d1", customerId: "c1" })).toBe("/deals/d1");
  });

  it("opens a company's page", () => {
    expect(searchResultPath({ kind: "company", id: "co1", customerId: null })).toBe("/companies/co1");
  });

  it("opens the Tasks screen with the task's edit dialog", () => {
    expect(searchResultPath({ kind: "task", id: "t1", customerId: null })).toBe("/tasks?task=t1");
  });

  it("opens an activity's customer, or the Activities screen when it has none", () => {
    expect(searchResultPath({ kind: "activity", id: "a1", customerId: "c1" })).toBe("/customers/c1");
    expect(searchResultPath({ kind: "activity", id: "a1", customerId: null })).toBe("/activities");
  });
});
