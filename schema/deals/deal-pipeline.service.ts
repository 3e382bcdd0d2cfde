import { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { parseInput } from "#core/validation.ts";
import { dealWhere, isFiltered } from "./deal-filter.ts";
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

type StageTotals = { stage: string; count: number; valueCents: number };

/**
 * Every stage of the pipeline, in order, with the count and total value of its deals that the filter
 * keeps (a stage filter keeps one column). The whole board (no owner, customer, company or text) reads the
 * per-stage figures the database keeps (see the deal_stage_figures migration): a few rows however
 * many deals there are. A narrower board is one grouped count, read from the (workspace, stage, owner,
 * value) index when no text is searched. The filter is the deals list's, checked here once (REST hands
 * its query text over as it comes).
 */
export async function dealPipeline(ctx: Context, input: { filter?: unknown }): Promise<PipelineStage[]> {
  const { readDb: db } = requireWorkspace(ctx);
  const filter = parseInput(dealListInput.shape.filter, input.filter) ?? {};
  const stages = filter.stage ? [filter.stage] : DEAL_STAGES;
  const totals = isFiltered({ ...filter, stage: null })
    ? await groupedTotals(db, filter)
    : await keptTotals(db, stages);
  return stages.map((stage) => {
    const found = totals.find((row) => row.stage === stage);
    return { stage, count: found?.count ?? 0, totalValueCents: found?.valueCents ?? 0, filter: { ...filter, stage } };
  });
}

async function groupedTotals(db: WorkspaceDatabase, filter: DealFilter): Promise<StageTotals[]> {
  const groups = await db.deal.groupBy({
    by: ["stage"],
    where: dealWhere(filter),
    _count: { _all: true },
    _sum: { valueCents: true },
  });
  return groups.map((group) => ({
    stage: group.stage,
    count: group._count._all,
    valueCents: Number(group._sum.valueCents ?? 0),
  }));
}

const STAGE_FIGURE = "deals_stage_";

async function keptTotals(db: WorkspaceDatabase, stages: readonly DealStageName[]): Promise<StageTotals[]> {
  const figures = stages.map((stage) => `${STAGE_FIGURE}${stage}`);
  const rows = await db.$queryWorkspace<{ figure: string; count: bigint; value_cents: bigint }>(
    (workspaceId) => Prisma.sql`
      SELECT figure, sum(count)::bigint AS count, sum(value_cents)::bigint AS value_cents
      FROM workspace_monthly_figures
      WHERE workspace_id = ${workspaceId} AND figure = ANY(${figures}::text[])
      GROUP BY figure`,
  );
  return rows.map((row) => ({
    stage: row.figure.slice(STAGE_FIGURE.length),
    count: Number(row.count),
    valueCents: Number(row.value_cents),
  }));
}
