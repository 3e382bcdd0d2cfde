import { Card } from "antd";
import { CHART_HEIGHT, CHART_TITLES } from "./chartLayout.ts";
import { ChartsGrid } from "./ChartsGrid.tsx";

function EmptyChartCard({ title }: { title: string }) {
  return (
    <Card title={title} className="chart-card">
      <div style={{ height: CHART_HEIGHT }} aria-busy="true" />
    </Card>
  );
}

/** The charts' cards, titled and at their final size, while their code loads: nothing below them moves. */
export function ChartsPlaceholder() {
  return (
    <ChartsGrid
      customerGrowth={<EmptyChartCard title={CHART_TITLES.customerGrowth} />}
      dealsByStage={<EmptyChartCard title={CHART_TITLES.dealsByStage} />}
      revenueTrend={<EmptyChartCard title={CHART_TITLES.revenueTrend} />}
    />
  );
}
