const received = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** When a message arrived, in the reader's time zone: "Nov 22, 2026, 9:15 AM". */
export function formatReceived(isoDate: string): string {
  return received.format(new Date(isoDate));
}
