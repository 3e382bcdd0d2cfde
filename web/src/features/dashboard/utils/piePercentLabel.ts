/** A pie slice's label: its share of the whole (0..1) as a whole-number percent, "35%". */
export function piePercentLabel(share: number | undefined): string {
  return `${Number.isFinite(share) ? Math.round((share ?? 0) * 100) : 0}%`;
}
