import { Card, Empty } from "antd";
import type { ReactElement } from "react";
import { ResponsiveContainer } from "recharts";
import { CHART_HEIGHT } from "./chartLayout.ts";

export type ChartCardProps = {
  title: string;
  empty?: boolean;
  children: ReactElement;
};

export function ChartCard({ title, empty = false, children }: ChartCardProps) {
  return (
    <Card title={title} className="chart-card">
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data yet" style={{ height: CHART_HEIGHT }} />
      ) : (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          {children}
        </ResponsiveContainer>
      )}
    </Card>
  );
}
