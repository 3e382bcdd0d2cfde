import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { dealContactRole, dealInput, dealPatch } from "./deals.rules.ts";

const valid = { title: "Renewal", customerId: "c1" };

describe("deal rules", () => {
  it("needs a title of at most 200 characters and a customer", () => {
    expect(validationMessage(dealInput, valid)).toBe("valid");
    expect(validationMessage(dealInput, { ...valid, title: "x".repeat(200) })).toBe("valid");
    expect(validationMessage(dealInput, { ...valid, title: "x".repeat(201) })).toBe(
      "Title must be at most 200 characters",
    );
    expect(validationMessage(dealInput, { ...valid, title: "" })).toBe("Title is required");
    expect(validationMessage(dealInput, { title: "Renewal", customerId: "" })).toBe("Customer is required");
    expect(validationMessage(dealInput, null)).toBe("Deal details are required");
  });

  it("takes one of the five stages", () => {
    expect(validationMessage(dealInput, { ...valid, stage: "closed_won" })).toBe("valid");
    expect(validationMessage(dealInput, { ...valid, stage: "won" })).toBe(
      "Stage must be qualified, proposal, negotiation, closed_won or closed_lost",
    );
  });

  it("takes a value of whole cents up to $20,000,000", () => {
    expect(validationMessage(dealInput, { ...valid, valueCents: 2_000_000_000 })).toBe("valid");
    expect(validationMessage(dealInput, { ...valid, valueCents: 2_000_000_001 })).toBe(
      "Value must be at most $20,000,000",
    );
  });

  it("takes other contacts as a set: duplicates once, null none, at most 50", () => {
    expect(dealPatch.parse({ contactIds: ["a", "b", "a"] })).toEqual({ contactIds: ["a", "b"] });
    expect(dealPatch.parse({ contactIds: null })).toEqual({ contactIds: [] });
    expect(dealPatch.parse({})).toEqual({});
    const many = Array.from({ length: 51 }, (_, at) => `c${at}`);
    expect(validationMessage(dealInput, { ...valid, contactIds: many.slice(0, 50) })).toBe("valid");
    expect(validationMessage(dealInput, { ...valid, contactIds: many })).toBe("A deal has at most 50 other contacts");
    expect(validationMessage(dealInput, { ...valid, contactIds: "c1" })).toBe(
      "Contacts must be a list of customer ids",
    );
  });

  it("takes a company, unlinked by null or an empty id", () => {
    expect(dealPatch.parse({ companyId: "" })).toEqual({ companyId: null });
    expect(dealPatch.parse({ companyId: null })).toEqual({ companyId: null });
  });

  it("takes a contact's role of at most 200 characters, trimmed; null clears it", () => {
    expect(dealContactRole.parse({ role: " Buyer " })).toEqual({ role: "Buyer" });
    expect(dealContactRole.parse({ role: null })).toEqual({ role: "" });
    expect(validationMessage(dealContactRole, { role: "x".repeat(201) })).toBe("Role must be at most 200 characters");
  });
});
