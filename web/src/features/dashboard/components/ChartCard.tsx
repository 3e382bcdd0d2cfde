import { Card, Empty } from "antd";
import type { ReactElement } from "react";
import { ResponsiveContainer } from "recharts";
import { CHART_HEIGHT } from "./chartLayout.ts";

/** What a chart shows, as a two-column table: its text alternative. */
export type ChartData = {
  columns: [string, string];
  rows: [string, string][];
};

export type ChartCardProps = {
  title: string;
  data: ChartData;
  children: ReactElement;
};

/** A chart, with its figures as a table a screen reader (or anyone who opens it) can read. */
export function ChartCard({ title, data, children }: ChartCardProps) {
  return (
    <Card title={title} className="chart-card">
      {data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data yet" style={{ height: CHART_HEIGHT }} />
      ) : (
        <>
          {/* The table below is the chart for screen readers; the drawing would only repeat it, less clearly. */}
          <div aria-hidden="true">
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              {children}
            </ResponsiveContainer>
          </div>
          <details className="chart-data">
            <summary>{`${title} as a table`}</summary>
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{data.columns[0]}</th>
                  <th scope="col">{data.columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </Card>
  );
}
