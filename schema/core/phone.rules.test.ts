import { describe, expect, it } from "vitest";
import { generateHistory } from "#prisma/demo/generated-history.ts";
import { SAMPLE_CUSTOMERS } from "#prisma/demo/sample-rows.ts";
import { formatPhone, isPhoneNumber } from "./phone.rules.ts";

describe("phone numbers", () => {
  it.each([
    "+1 (555) 123-4567",
    "+44 20 7946 0018",
    "(212) 555-0100",
    "212.555.0100",
    "020 7946 0018",
    "06 12 34 56 78",
    "555-1234",
    "+1 555 123 4567 ext. 12",
  ])("takes %j", (text) => {
    expect(isPhoneNumber(text)).toBe(true);
  });

  it.each(["12", "abc", "call 555 123 4567", "+1 55", "555-CALL-NOW", "+999 123 456 789"])("refuses %j", (text) => {
    expect(isPhoneNumber(text)).toBe(false);
  });

  it("takes every phone number of the demo data", () => {
    const demo = [...SAMPLE_CUSTOMERS, ...generateHistory(new Date("2026-11-01T00:00:00Z"))];
    expect(demo.filter((customer) => !isPhoneNumber(customer.phone))).toEqual([]);
  });

  it("shows numbers whose country is known in international form, others as typed", () => {
    expect(formatPhone("+1 (555) 123-4567")).toBe("+1 555 123 4567");
    expect(formatPhone("+44 20 7946 0018")).toBe("+44 20 7946 0018");
    expect(formatPhone("(212) 555-0100")).toBe("+1 212 555 0100");
    expect(formatPhone("(794) 245-9341")).toBe("+1 794 245 9341");
    expect(formatPhone("06 12 34 56 78")).toBe("06 12 34 56 78");
    expect(formatPhone(" 020 7946 0018 ")).toBe("020 7946 0018");
    expect(formatPhone("")).toBe("");
  });
});
