import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Card } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { formatTrend } from "../utils/formatTrend.ts";

export type StatCardProps = {
  title: string;
  value: string;
  icon: ReactNode;
  /** Percent change from last month; null hides the trend. */
  trendPercent: number | null;
  /** The list the figure counts, with its filters: the whole card links there. */
  to?: string;
};

export function StatCard({ title, value, icon, trendPercent, to }: StatCardProps) {
  const trend = formatTrend(trendPercent);
  return (
    <Card className={to ? "stat-card stat-card-linked" : "stat-card"} hoverable={Boolean(to)}>
      <div className="stat-card-header">
        <h2 className="stat-card-title">
          {to ? (
            <Link to={to} className="stat-card-link">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
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
