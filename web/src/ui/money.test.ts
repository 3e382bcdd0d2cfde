import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatCents } from "./money.ts";

describe("money", () => {
  it("formats cents as US dollars with thousands separators", () => {
    expect(formatCents(1_250_000)).toBe("$12,500");
    expect(formatCents(7_524_000)).toBe("$75,240");
    expect(formatCents(0)).toBe("$0");
  });

  it("keeps the cents: $12,500.50 stays $12,500.50", () => {
    expect(formatCents(1_250_050)).toBe("$12,500.50");
    expect(formatCents(1_234_567)).toBe("$12,345.67");
    expect(formatCents(3550)).toBe("$35.50");
    expect(formatCents(5)).toBe("$0.05");
  });

  it("formats negative amounts", () => {
    expect(formatCents(-50_000)).toBe("-$500");
    expect(formatCents(-50_050)).toBe("-$500.50");
  });

  it("converts between dollars and cents", () => {
    expect(centsToDollars(1_250_000)).toBe(12_500);
    expect(dollarsToCents(12_500)).toBe(1_250_000);
    expect(dollarsToCents(19.999)).toBe(2000);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});
