import type { DealStage } from "../../../graphql/generated/graphql.ts";

const DEAL_STAGES: Record<DealStage, { label: string; color: string }> = {
  qualified: { label: "Qualified", color: "blue" },
  proposal: { label: "Proposal", color: "purple" },
  negotiation: { label: "Negotiation", color: "orange" },
  closed_won: { label: "Closed Won", color: "green" },
  closed_lost: { label: "Closed Lost", color: "default" },
};

export function dealStageDetails(stage: DealStage): { label: string; color: string } {
  return DEAL_STAGES[stage] ?? { label: stage, color: "default" };
}
