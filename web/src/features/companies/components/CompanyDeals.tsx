import { Table, Tag } from "antd";
import { Link } from "react-router-dom";
import type { CompanyDealsQuery } from "#web/graphql/generated/graphql.ts";
import { formatCents } from "#web/ui/money.ts";
import { dealStageDetails } from "#web/ui/records/dealStages.ts";
import { SampleTag } from "#web/ui/SampleTag.tsx";

type Deal = CompanyDealsQuery["deals"]["edges"][number]["node"];

/** The company's deals: title, primary contact, stage and value. */
export function CompanyDeals({ deals }: { deals: Deal[] }) {
  return (
    <Table<Deal>
      size="small"
      rowKey="id"
      dataSource={deals}
      pagination={false}
      locale={{ emptyText: "No deals yet" }}
      scroll={{ x: "max-content" }}
      columns={[
        {
          key: "title",
          title: "Deal",
          render: (_, deal) => (
            <>
              <Link to={`/deals/${deal.id}`}>{deal.title}</Link>
              <SampleTag isSample={deal.isSample} />
            </>
          ),
        },
        {
          key: "contact",
          title: "Contact",
          responsive: ["sm"],
          render: (_, deal) => <Link to={`/customers/${deal.customer.id}`}>{deal.customer.name}</Link>,
        },
        {
          key: "stage",
          title: "Stage",
          render: (_, deal) => {
            const { label, color } = dealStageDetails(deal.stage);
            return <Tag color={color}>{label}</Tag>;
          },
        },
        { key: "value", title: "Value", align: "right", render: (_, deal) => formatCents(deal.valueCents) },
      ]}
    />
  );
}
