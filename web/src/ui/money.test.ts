import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatCents, formatDollars, formatPriceCents } from "./money.ts";

describe("money", () => {
  it("formats cents as whole US dollars with thousands separators", () => {
    expect(formatCents(1_250_000)).toBe("$12,500");
    expect(formatCents(7_524_000)).toBe("$75,240");
    expect(formatCents(0)).toBe("$0");
  });

  it("rounds cents to the nearest dollar", () => {
    expect(formatCents(1_234_567)).toBe("$12,346");
  });

  it("formats negative amounts", () => {
    expect(formatCents(-50_000)).toBe("-$500");
  });

  it("formats prices to the cent", () => {
    expect(formatPriceCents(3550)).toBe("$35.50");
    expect(formatPriceCents(2900)).toBe("$29.00");
    expect(formatPriceCents(1_000_000)).toBe("$10,000.00");
  });

  it("formats dollar amounts", () => {
    expect(formatDollars(45_000)).toBe("$45,000");
  });

  it("converts between dollars and cents", () => {
    expect(centsToDollars(1_250_000)).toBe(12_500);
    expect(dollarsToCents(12_500)).toBe(1_250_000);
    expect(dollarsToCents(19.999)).toBe(2000);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});
