const countFormat = new Intl.NumberFormat("en-US");

/** "1 open deal", "3 won deals": a count of deals with the kind they are. */
export function dealsCount(count: number, kind: "open" | "won"): string {
  return `${countFormat.format(count)} ${kind} ${count === 1 ? "deal" : "deals"}`;
}
