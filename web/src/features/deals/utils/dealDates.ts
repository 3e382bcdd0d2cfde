import { formatDate } from "#web/ui/formatDate.ts";

/** An expected close date as a day in the reader's time zone ("Dec 15, 2026"), or "Not set". */
export function formatExpectedClose(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : "Not set";
}
