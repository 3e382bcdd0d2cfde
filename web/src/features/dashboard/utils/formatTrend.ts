export type Trend = {
  /** e.g. "12.5% from last month" */
  text: string;
  isPositive: boolean;
};

/** The trend line under a stat card, or null when there is no trend (nothing to compare with last month). */
export function formatTrend(trendPercent: number | null | undefined): Trend | null {
  if (trendPercent === null || trendPercent === undefined || !Number.isFinite(trendPercent)) {
    return null;
  }
  const rounded = Number(Math.abs(trendPercent).toFixed(1));
  return { text: `${rounded}% from last month`, isPositive: trendPercent >= 0 };
}
