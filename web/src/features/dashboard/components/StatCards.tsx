import { CheckSquareOutlined, DollarOutlined, FundOutlined, TeamOutlined } from "@ant-design/icons";
import { Col, Row } from "antd";
import type { DashboardQuery } from "#web/graphql/generated/graphql.ts";
import { formatCents } from "#web/ui/money.ts";
import { StatCard } from "./StatCard.tsx";

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export type StatCardsProps = {
  dashboard: DashboardQuery["dashboard"];
};

export function StatCards({ dashboard }: StatCardsProps) {
  const cards = [
    {
      title: "Total Customers",
      value: count.format(dashboard.totalCustomers.value),
      icon: <TeamOutlined />,
      trendPercent: dashboard.totalCustomers.trendPercent,
    },
    {
      title: "Active Deals",
      value: count.format(dashboard.activeDeals.value),
      icon: <FundOutlined />,
      trendPercent: dashboard.activeDeals.trendPercent,
    },
    {
      title: "Tasks Due",
      value: count.format(dashboard.tasksDue.value),
      icon: <CheckSquareOutlined />,
      trendPercent: dashboard.tasksDue.trendPercent,
    },
    {
      title: "Revenue (MTD)",
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
