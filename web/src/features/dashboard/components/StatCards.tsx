import { CheckSquareOutlined, DollarOutlined, FundOutlined, TeamOutlined } from "@ant-design/icons";
import { Col, Row } from "antd";
import type { DashboardQuery } from "#web/graphql/generated/graphql.ts";
import { formatCents } from "#web/ui/money.ts";
import { StatCard } from "./StatCard.tsx";

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * Where each card leads: the list it counts, as near as the lists' filters in the address go. Every
 * customer; the deal board, whose columns are the open deals; the pending tasks;
 * the deals by close date, newest first, where this month's won deals lead.
 */
export const DASHBOARD_CARD_LINKS = {
  totalCustomers: "/customers",
  activeDeals: "/deals",
  tasksDue: "/tasks?status=pending",
  revenueMonthToDate: "/deals?view=table&sort=-closedAt",
} as const;

export type StatCardsProps = {
  dashboard: DashboardQuery["dashboard"];
};

export function StatCards({ dashboard }: StatCardsProps) {
  const cards = [
    {
      title: "Total Customers",
      to: DASHBOARD_CARD_LINKS.totalCustomers,
      value: count.format(dashboard.totalCustomers.value),
      icon: <TeamOutlined />,
      trendPercent: dashboard.totalCustomers.trendPercent,
    },
    {
      title: "Active Deals",
      to: DASHBOARD_CARD_LINKS.activeDeals,
      value: count.format(dashboard.activeDeals.value),
      icon: <FundOutlined />,
      trendPercent: dashboard.activeDeals.trendPercent,
    },
    {
      title: "Tasks Due",
      to: DASHBOARD_CARD_LINKS.tasksDue,
      value: count.format(dashboard.tasksDue.value),
      icon: <CheckSquareOutlined />,
      trendPercent: dashboard.tasksDue.trendPercent,
    },
    {
      title: "Revenue (MTD)",
      to: DASHBOARD_CARD_LINKS.revenueMonthToDate,
      value: formatCents(dashboard.revenueMonthToDateCents.value),
      icon: <DollarOutlined />,
      trendPercent: dashboard.revenueMonthToDateCents.trendPercent,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={12} xl={6}>
          <StatCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
