import { describe, expect, it } from "vitest";
import { annualPricing, formatPrice } from "./annualPricing.ts";

describe("annualPricing", () => {
  it("takes 20% off the Starter plan's $29 a month", () => {
    expect(annualPricing(29)).toEqual({ perMonth: 23.2, perYear: 278.4, saving: 69.6 });
  });

  it("prices the Professional and Enterprise plans without floating-point residue", () => {
    expect(annualPricing(79)).toEqual({ perMonth: 63.2, perYear: 758.4, saving: 189.6 });
    expect(annualPricing(199)).toEqual({ perMonth: 159.2, perYear: 1910.4, saving: 477.6 });
  });

  it("rounds the per-month price half up to the cent and keeps the year consistent with it", () => {
    const pricing = annualPricing(9.99);
    expect(pricing.perMonth).toBe(7.99);
    expect(pricing.perYear).toBe(95.88);
    expect(pricing.saving).toBe(24);
  });

  it("saves exactly 20% of twelve monthly payments when the price divides evenly", () => {
    const { perYear, saving } = annualPricing(100);
    expect(saving).toBe(240);
    expect(perYear + saving).toBe(1200);
  });
});

describe("formatPrice", () => {
  it("shows whole dollars without cents", () => {
    expect(formatPrice(29)).toBe("$29");
  });

  it("shows two decimals otherwise", () => {
    expect(formatPrice(23.2)).toBe("$23.20");
    expect(formatPrice(1910.4)).toBe("$1,910.40");
  });
});
