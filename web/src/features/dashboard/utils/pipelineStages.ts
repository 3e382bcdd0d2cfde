import type { DealStage } from "#web/graphql/generated/graphql.ts";

/**
 * The open stages the dashboard's pie shares out, each with its colour. Won and lost deals have figures
 * of their own (the pipeline's Closed Won, the revenue), so the pie shows the work still in progress.
 * Each colour keeps 3:1 against the card in the light theme (white) and the dark one (#141414), as
 * WCAG asks of a chart's parts; the legend's and the labels' words are in the page's text colour.
 */
export const OPEN_STAGE_COLORS: ReadonlyArray<{ stage: DealStage; color: string }> = [
  { stage: "qualified", color: "#1677ff" },
  { stage: "proposal", color: "#9254de" },
  { stage: "negotiation", color: "#d46b08" },
];

export function openStages<T extends { stage: DealStage }>(stages: ReadonlyArray<T>): (T & { color: string })[] {
  return OPEN_STAGE_COLORS.flatMap(({ stage, color }) => {
    const found = stages.find((entry) => entry.stage === stage);
    return found ? [{ ...found, color }] : [];
  });
}
