import type { DealStage } from "#web/graphql/generated/graphql.ts";

/** The open and won stages the dashboard charts; lost deals are left out of the pipeline. */
export const PIPELINE_STAGES: ReadonlyArray<DealStage> = ["qualified", "proposal", "negotiation", "closed_won"];

export function inPipeline<T extends { stage: DealStage }>(stages: ReadonlyArray<T>): T[] {
  return stages.filter((entry) => PIPELINE_STAGES.includes(entry.stage));
}
