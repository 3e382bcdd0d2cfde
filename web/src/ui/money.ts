const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});

/**
 * The one money format of the screens, from an amount in cents: never rounded, cents shown when there
 * are any. 1250050 -> "$12,500.50", 1250000 -> "$12,500", 3550 -> "$35.50".
 */
export function formatCents(cents: number): string {
  const rounded = Math.round(cents);
  return (rounded % 100 === 0 ? wholeDollars : dollarsAndCents).format(rounded / 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents from a dollar amount typed by a user, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
