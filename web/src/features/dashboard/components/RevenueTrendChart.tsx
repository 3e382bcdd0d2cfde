import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { DashboardQuery } from "#web/graphql/generated/graphql.ts";
import { centsToDollars, dollarsToCents, formatCents } from "#web/ui/money.ts";
import { ChartCard } from "./ChartCard.tsx";
import { CHART_ANIMATION_MS, CHART_TITLES } from "./chartLayout.ts";

export type RevenueTrendChartProps = {
  months: DashboardQuery["dashboard"]["revenuePerMonth"];
};

const compactDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** Revenue per month, in dollars. */
export function RevenueTrendChart({ months }: RevenueTrendChartProps) {
  const data = months.map((month) => ({ label: month.label, revenue: centsToDollars(month.revenueCents) }));
  return (
    <ChartCard
      title={CHART_TITLES.revenueTrend}
      data={{
        columns: ["Month", "Revenue"],
        rows: data.map((month) => [month.label, formatCents(dollarsToCents(month.revenue))]),
      }}
    >
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--surface-border)" />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={(value: number) => compactDollars.format(value)} />
        <Tooltip formatter={(value) => formatCents(dollarsToCents(Number(value)))} />
        <Bar
          dataKey="revenue"
          name="Revenue"
          fill="#52c41a"
          radius={[4, 4, 0, 0]}
          animationDuration={CHART_ANIMATION_MS}
        />
      </BarChart>
    </ChartCard>
  );
}
