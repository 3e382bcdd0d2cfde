import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { parseInput } from "#core/validation.ts";
import { customerFilter, customerInput, customerOrder } from "./customers.rules.ts";

const valid = { name: "Ann Lee", email: "ann@example.com" };

describe("the customer form's rules", () => {
  it("needs a name and an e-mail; the rest is optional and trimmed", () => {
    expect(parseInput(customerInput, { name: " Ann Lee ", email: " ann@example.com ", phone: null })).toEqual({
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "",
    });
    expect(validationMessage(customerInput, { ...valid, name: "  " })).toBe("Name is required");
    expect(validationMessage(customerInput, { name: "Ann" })).toBe("Email is required");
    expect(validationMessage(customerInput, null)).toBe("Customer details are required");
  });

  it.each(["ann", "ann@example", "ann @example.com"])("refuses the e-mail %j", (email) => {
    expect(validationMessage(customerInput, { ...valid, email })).toBe("Please enter a valid email address");
  });

  it.each([
    ["name", 200, "Name must be at most 200 characters"],
    ["company", 200, "Company must be at most 200 characters"],
    ["notes", 5000, "Notes must be at most 5000 characters"],
  ])("limits the %s to %i characters", (field, limit, message) => {
    expect(validationMessage(customerInput, { ...valid, [field]: "x".repeat(limit) })).toBe("valid");
    expect(validationMessage(customerInput, { ...valid, [field]: "x".repeat(limit + 1) })).toBe(message);
  });

  it("limits the phone to 40 characters and refuses text that is no phone number", () => {
    const longest = `+1 555 123 4567 ext. ${"1".repeat(19)}`;
    expect(validationMessage(customerInput, { ...valid, phone: longest })).toBe("valid");
    expect(validationMessage(customerInput, { ...valid, phone: `${longest}1` })).toBe(
      "Phone must be at most 40 characters",
    );
    expect(validationMessage(customerInput, { ...valid, phone: "not a phone" })).toBe(
      "Please enter a valid phone number",
    );
  });

  it("keeps a phone number as typed", () => {
    expect(parseInput(customerInput, { ...valid, phone: " (212) 555-0100 " }).phone).toBe("(212) 555-0100");
  });

  it("takes one of the three statuses", () => {
    expect(validationMessage(customerInput, { ...valid, status: "active" })).toBe("valid");
    expect(validationMessage(customerInput, { ...valid, status: "won" })).toBe(
      "Status must be lead, active or inactive",
    );
  });

  it("takes a value of whole cents from $0 to $20,000,000", () => {
    expect(validationMessage(customerInput, { ...valid, valueCents: 0 })).toBe("valid");
    expect(validationMessage(customerInput, { ...valid, valueCents: 2_000_000_000 })).toBe("valid");
    expect(validationMessage(customerInput, { ...valid, valueCents: 2_000_000_001 })).toBe(
      "Value must be at most $20,000,000",
    );
    expect(validationMessage(customerInput, { ...valid, valueCents: -1 })).toBe("Value cannot be negative");
    expect(validationMessage(customerInput, { ...valid, valueCents: 1.5 })).toBe(
      "Value must be a whole number of cents",
    );
    expect(validationMessage(customerInput, { ...valid, valueCents: "5" })).toBe("Value must be a number");
  });
});

describe("the customer list's filter and order", () => {
  it("limits the search to 200 characters", () => {
    expect(validationMessage(customerFilter, { search: "x".repeat(200) })).toBe("valid");
    expect(validationMessage(customerFilter, { search: "x".repeat(201) })).toBe(
      "Search must be at most 200 characters",
    );
    expect(validationMessage(customerFilter, { status: "won" })).toBe("Status must be lead, active or inactive");
  });

  it("sorts by a known field in a known direction", () => {
    expect(validationMessage(customerOrder, { field: "value", direction: "desc" })).toBe("valid");
    expect(validationMessage(customerOrder, { field: "email", direction: "asc" })).toBe(
      "Sort field must be name, company, value or createdAt",
    );
    expect(validationMessage(customerOrder, { field: "name", direction: "up" })).toBe(
      "Sort direction must be asc or desc",
    );
  });
});
