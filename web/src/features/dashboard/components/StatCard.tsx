import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Card } from "antd";
import type { ReactNode } from "react";
import { formatTrend } from "../utils/formatTrend.ts";

export type StatCardProps = {
  title: string;
  value: string;
  icon: ReactNode;
  /** Percent change from last month; null hides the trend. */
  trendPercent: number | null;
};

export function StatCard({ title, value, icon, trendPercent }: StatCardProps) {
  const trend = formatTrend(trendPercent);
  return (
    <Card className="stat-card">
      <div className="stat-card-header">
        <h2 className="stat-card-title">{title}</h2>
        <span className="stat-card-icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <div className="stat-card-value">{value}</div>
      {trend ? (
        <div
          className={trend.isPositive ? "stat-card-trend stat-card-trend-up" : "stat-card-trend stat-card-trend-down"}
        >
          {trend.isPositive ? <ArrowUpOutlined aria-label="Up" /> : <ArrowDownOutlined aria-label="Down" />}
          <span>{trend.text}</span>
        </div>
      ) : null}
    </Card>
  );
}
