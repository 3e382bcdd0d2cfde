import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { dealInput } from "./deals.rules.ts";

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
});
