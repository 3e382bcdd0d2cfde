import { DEAL_STAGE_LABELS } from "#schema/deals/deals.rules.ts";
import type { DealStage } from "#web/graphql/generated/graphql.ts";

const STAGE_COLORS: Record<DealStage, string> = {
  qualified: "blue",
  proposal: "purple",
  negotiation: "orange",
  closed_won: "green",
  closed_lost: "default",
};

/** A stage as the screens show it: its label (as the server words it too) and its tag's colour. */
export function dealStageDetails(stage: DealStage): { label: string; color: string } {
  return { label: DEAL_STAGE_LABELS[stage], color: STAGE_COLORS[stage] };
}
