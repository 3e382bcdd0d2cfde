import { describe, expect, it } from "vitest";
import { customerOrder } from "#schema/customers/customers.rules.ts";
import { dealOrder } from "#schema/deals/deals.rules.ts";
import { taskOrder } from "#schema/tasks/tasks.rules.ts";
import { listSearch, sortFieldMessage, SORT_DIRECTION_MESSAGE } from "./list-order.rules.ts";

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the list rules every list shares", () => {
  it("names the list's own fields in its sort message", () => {
    expect(sortFieldMessage(["name", "company", "value", "createdAt"])).toBe(
      "Sort field must be name, company, value or createdAt",
    );
    expect(messageOf(customerOrder.safeParse({ field: "email", direction: "asc" }))).toBe(
      "Sort field must be name, company, value or createdAt",
    );
    expect(messageOf(taskOrder.safeParse({ field: "title", direction: "asc" }))).toBe(
      "Sort field must be dueAt, priority or createdAt",
    );
  });

  it("refuses a direction other than asc or desc on every list, in the same words", () => {
    for (const order of [
      customerOrder.safeParse({ field: "name", direction: "up" }),
      dealOrder.safeParse({ field: "value", direction: "up" }),
    ]) {
      expect(messageOf(order)).toBe(SORT_DIRECTION_MESSAGE);
    }
  });

  it("trims a search and refuses one longer than 200 characters", () => {
    expect(listSearch.parse("  acme ")).toBe("acme");
    expect(messageOf(listSearch.safeParse("x".repeat(201)))).toBe("Search must be at most 200 characters");
    expect(messageOf(listSearch.safeParse(7))).toBe("Search must be text");
  });
});
