import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { CURRENCIES, currencyCode } from "./currency.rules.ts";

describe("currencies", () => {
  it("takes ISO 4217 codes, upper-cased", () => {
    expect(currencyCode.parse("EUR")).toBe("EUR");
    expect(currencyCode.parse(" jpy ")).toBe("JPY");
    expect(CURRENCIES).toContain("USD");
    expect(CURRENCIES).toContain("GBP");
  });

  it.each(["EURO", "XYZ", "", "€", 12])("refuses %j", (code) => {
    expect(validationMessage(currencyCode, code)).toBe("Choose a currency from the list");
  });
});
