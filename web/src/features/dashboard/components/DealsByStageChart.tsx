import { Cell, Legend, Pie, PieChart, Tooltip } from "recharts";
import type { DashboardQuery } from "#web/graphql/generated/graphql.ts";
import { piePercentLabel } from "../utils/piePercentLabel.ts";
import { openStages } from "../utils/pipelineStages.ts";
import { ChartCard } from "./ChartCard.tsx";
import { CHART_ANIMATION_MS, CHART_TITLES } from "./chartLayout.ts";

export type DealsByStageChartProps = {
  stages: DashboardQuery["dashboard"]["dealsByStage"];
};

/** Open deals per stage (Qualified, Proposal, Negotiation), labelled by share; words in the page's text colour. */
export function DealsByStageChart({ stages }: DealsByStageChartProps) {
  const slices = openStages(stages);
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
          label={({ percent, x, y, textAnchor }) => (
            <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill="var(--page-text)">
              {piePercentLabel(percent)}
            </text>
          )}
          animationDuration={CHART_ANIMATION_MS}
        >
          {slices.map((slice) => (
            <Cell key={slice.stage} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip />
        <Legend itemSorter={null} formatter={(label) => <span className="chart-legend-label">{label}</span>} />
      </PieChart>
    </ChartCard>
  );
}
