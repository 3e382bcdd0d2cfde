import type { DashboardQuery } from "#web/graphql/generated/graphql.ts";
import { ChartsGrid } from "./ChartsGrid.tsx";
import { CustomerGrowthChart } from "./CustomerGrowthChart.tsx";
import { DealsByStageChart } from "./DealsByStageChart.tsx";
import { RevenueTrendChart } from "./RevenueTrendChart.tsx";

export type DashboardChartsProps = { dashboard: DashboardQuery["dashboard"] };

/** The three charts: with recharts, most of the dashboard's code (loaded on its own, see DashboardOverview). */
export function DashboardCharts({ dashboard }: DashboardChartsProps) {
  return (
    <ChartsGrid
      customerGrowth={<CustomerGrowthChart months={dashboard.customersPerMonth} />}
      dealsByStage={<DealsByStageChart stages={dashboard.dealsByStage} />}
      revenueTrend={<RevenueTrendChart months={dashboard.revenuePerMonth} />}
    />
  );
}
