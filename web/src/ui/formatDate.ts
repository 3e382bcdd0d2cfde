const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** A day in the reader's time zone: "Nov 22, 2026". */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}
