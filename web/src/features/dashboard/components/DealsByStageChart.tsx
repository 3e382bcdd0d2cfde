import { Cell, Legend, Pie, PieChart, Tooltip } from "recharts";
import type { DashboardQuery } from "#web/graphql/generated/graphql.ts";
import { piePercentLabel } from "../utils/piePercentLabel.ts";
import { inPipeline } from "../utils/pipelineStages.ts";
import { ChartCard } from "./ChartCard.tsx";
import { CHART_ANIMATION_MS, CHART_TITLES } from "./chartLayout.ts";

const STAGE_COLORS: Record<string, string> = {
  qualified: "#1677ff",
  proposal: "#722ed1",
  negotiation: "#fa8c16",
  closed_won: "#52c41a",
};

export type DealsByStageChartProps = {
  stages: DashboardQuery["dashboard"]["dealsByStage"];
};

/** Deals per pipeline stage (Qualified, Proposal, Negotiation, Closed Won), labelled by share. */
export function DealsByStageChart({ stages }: DealsByStageChartProps) {
  const slices = inPipeline(stages);
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return (
    <ChartCard
      title={CHART_TITLES.dealsByStage}
      data={{
        columns: ["Stage", "Deals"],
        rows:
          total === 0
            ? []
            : slices.map((slice) => [slice.label, `${slice.count} (${piePercentLabel(slice.count / total)})`]),
      }}
    >
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="count"
          nameKey="label"
          outerRadius="70%"
          rootTabIndex={-1}
          label={({ percent }) => piePercentLabel(percent)}
          animationDuration={CHART_ANIMATION_MS}
        >
          {slices.map((slice) => (
            <Cell key={slice.stage} fill={STAGE_COLORS[slice.stage] ?? "#8c8c8c"} />
          ))}
        </Pie>
        <Tooltip />
        <Legend itemSorter={null} />
      </PieChart>
    </ChartCard>
  );
}
