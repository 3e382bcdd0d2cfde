/** The spec's chart height and animation length. */
export const CHART_HEIGHT = 300;
export const CHART_ANIMATION_MS = 1500;

/** Shared by each chart and by the placeholder shown while the charts' code loads. */
export const CHART_TITLES = {
  customerGrowth: "Customer Growth",
  dealsByStage: "Deals by Stage",
  revenueTrend: "Revenue Trend",
} as const;
