import { requireWorkspace } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { parseInput } from "../validation.ts";
import { dealWhere } from "./deal-filter.ts";
import { dealListInput } from "./deals.list.rules.ts";
import { DEAL_STAGES, type DealFilter, type DealStageName } from "./deals.rules.ts";

/** One column of the board: its stage, how many deals the filter keeps there and what they are worth. */
export type PipelineStage = {
  stage: DealStageName;
  count: number;
  totalValueCents: number;
  /** The filter the column was counted with, for reading its deals page by page. */
  filter: DealFilter;
};

/**
 * Every stage of the pipeline, in order, with the count and total value of its deals that the filter
 * keeps (a stage filter keeps one column). One grouped count, read from the (workspace, stage, owner,
 * value) index when no text is searched. The filter is the deals list's, checked here once (REST hands
 * its query text over as it comes).
 */
export async function dealPipeline(ctx: Context, input: { filter?: unknown }): Promise<PipelineStage[]> {
  const { readDb: db } = requireWorkspace(ctx);
  const filter = parseInput(dealListInput.shape.filter, input.filter) ?? {};
  const groups = await db.deal.groupBy({
    by: ["stage"],
    where: dealWhere(filter),
    _count: { _all: true },
    _sum: { valueCents: true },
  });
  const stages = filter.stage ? [filter.stage] : DEAL_STAGES;
  return stages.map((stage) => {
    const group = groups.find((row) => row.stage === stage);
    return {
      stage,
      count: group?._count._all ?? 0,
      totalValueCents: Number(group?._sum.valueCents ?? 0),
      filter: { ...filter, stage },
    };
  });
}
