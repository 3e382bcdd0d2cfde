/** Annual billing saves 20% on the monthly price (spec, section 9). */
export const ANNUAL_DISCOUNT_PERCENT = 20;

export type AnnualPricing = {
  /** What a month costs when billed annually, in dollars (rounded to the cent). */
  perMonth: number;
  /** The yearly charge: twelve of those months, so the figures shown add up. */
  perYear: number;
  /** Twelve monthly payments minus the yearly charge. */
  saving: number;
};

/**
 * Annual price of a plan from its monthly price, computed in whole cents so no floating-point
 * residue reaches the page: annualPricing(29) -> { perMonth: 23.2, perYear: 278.4, saving: 69.6 }.
 * The per-month price is rounded half up to the cent, then the year and the saving follow from it.
 */
export function annualPricing(monthlyPrice: number): AnnualPricing {
  const monthlyCents = Math.round(monthlyPrice * 100);
  const perMonthCents = Math.round((monthlyCents * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
  const perYearCents = perMonthCents * 12;
  return {
    perMonth: perMonthCents / 100,
    perYear: perYearCents / 100,
    saving: (monthlyCents * 12 - perYearCents) / 100,
  };
}

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});

/** "$29" for whole dollars, "$23.20" otherwise: a price never shows a lone tenth of a dollar. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : dollarsAndCents.format(dollars);
}
