import { type DealTransaction } from "./deal-placement.ts";
import { DEAL_STAGE_LABELS, type DealStageName } from "./deals.rules.ts";

/** The activity's title, with the stages named as the screens name them. */
export function stageChangeTitle(from: DealStageName, to: DealStageName): string {
  return `Stage changed from ${DEAL_STAGE_LABELS[from]} to ${DEAL_STAGE_LABELS[to]}`;
}

/**
 * Notes a deal's change of stage on its customer's timeline, by whoever made it, in the transaction
 * of the change: the note exists exactly when the change does.
 */
export async function logStageChange(
  tx: DealTransaction,
  authorId: string,
  deal: { title: string; customerId: string; isSample?: boolean },
  from: DealStageName,
  to: DealStageName,
) {
  await tx.activity.create({
    data: {
      type: "note",
      kind: "system",
      title: stageChangeTitle(from, to),
      description: `Deal: ${deal.title}`,
      customerId: deal.customerId,
      authorId,
      // Moving a sample deal keeps it (and its customer) a sample: its note goes with the samples.
      isSample: deal.isSample ?? false,
    },
  });
}
