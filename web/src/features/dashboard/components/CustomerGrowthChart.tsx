import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { DashboardQuery } from "#web/graphql/generated/graphql.ts";
import { ChartCard } from "./ChartCard.tsx";
import { CHART_ANIMATION_MS, CHART_TITLES } from "./chartLayout.ts";

export type CustomerGrowthChartProps = {
  months: DashboardQuery["dashboard"]["customersPerMonth"];
};

export function CustomerGrowthChart({ months }: CustomerGrowthChartProps) {
  return (
    <ChartCard
      title={CHART_TITLES.customerGrowth}
      data={{
        columns: ["Month", "Customers"],
        rows: months.map((month) => [month.label, String(month.customers)]),
      }}
    >
      <LineChart accessibilityLayer={false} data={months} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--surface-border)" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Line
          type="monotone"
          dataKey="customers"
          name="Customers"
          stroke="#1677ff"
          strokeWidth={2}
          animationDuration={CHART_ANIMATION_MS}
        />
      </LineChart>
    </ChartCard>
  );
}
