const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Whole US dollars from an amount in cents: 1250000 -> "$12,500". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

const usdWithCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** Dollars and cents from an amount in cents, for prices: 3550 -> "$35.50", 2900 -> "$29.00". */
export function formatPriceCents(cents: number): string {
  return usdWithCents.format(cents / 100);
}

/** Whole US dollars: 45000 -> "$45,000". */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents from a dollar amount typed by a user, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
