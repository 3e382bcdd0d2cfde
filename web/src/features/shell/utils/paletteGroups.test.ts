import { describe, expect, it } from "vitest";
import { GO_TO_ENTRIES } from "./goToEntries.ts";
import { paletteGroups } from "./paletteGroups.ts";
import type { FoundItem } from "./searchResultPath.ts";

const found: FoundItem[] = [
  { kind: "customer", id: "c1", title: "Acme", detail: "hello@acme.test", customerId: null },
  { kind: "company", id: "co1", title: "Acme Inc", detail: "acme.test · Software", customerId: null },
  { kind: "deal", id: "d1", title: "Acme renewal", detail: "Acme · Proposal", customerId: "c1" },
  { kind: "activity", id: "a1", title: "Call with Acme", detail: "", customerId: null },
];

describe("paletteGroups", () => {
  it("puts the matching screens first, then each kind found under its heading, leaving out empty ones", () => {
    expect(paletteGroups("acme", found)).toEqual([
      {
        heading: "Customers",
        options: [{ key: "customer c1", label: "Acme", detail: "hello@acme.test", path: "/customers/c1" }],
      },
      {
        heading: "Companies",
        options: [{ key: "company co1", label: "Acme Inc", detail: "acme.test · Software", path: "/companies/co1" }],
      },
      {
        heading: "Deals",
        options: [{ key: "deal d1", label: "Acme renewal", detail: "Acme · Proposal", path: "/deals/d1" }],
      },
      {
        heading: "Activities",
        options: [{ key: "activity a1", label: "Call with Acme", detail: null, path: "/activities" }],
      },
    ]);
  });

  it("offers every screen under Go to when nothing is typed", () => {
    const [goTo, ...rest] = paletteGroups("", []);
    expect(goTo?.heading).toBe("Go to");
    expect(goTo?.options.map((option) => option.label)).toEqual(GO_TO_ENTRIES.map((entry) => entry.label));
    expect(rest).toEqual([]);
  });

  it("keeps the screens whose name holds the text beside what was found", () => {
    const groups = paletteGroups("task", [
      { kind: "task", id: "t1", title: "Task list review", detail: "Pending", customerId: null },
    ]);
    expect(groups.map((group) => [group.heading, group.options.map((option) => option.path)])).toEqual([
      ["Go to", ["/tasks"]],
      ["Tasks", ["/tasks?task=t1"]],
    ]);
  });

  it("has nothing for a text that matches no screen and found nothing", () => {
    expect(paletteGroups("zzz", [])).toEqual([]);
  });
});
