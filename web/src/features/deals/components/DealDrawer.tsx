import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Descriptions, Drawer, Flex, Spin, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router-dom";
import { DealDetailDocument } from "#web/graphql/generated/graphql.ts";
import { dealStageDetails } from "#web/ui/records/dealStages.ts";
import { formatDate } from "#web/ui/formatDate.ts";
import { isNotFoundError } from "#web/ui/isNotFoundError.ts";
import { formatCents } from "#web/ui/money.ts";
import { useDeleteDeal } from "../hooks/useDeleteDeal.tsx";
import { formatExpectedClose } from "../utils/dealDates.ts";
import { DealFormDialog } from "#web/ui/records/DealFormDialog.tsx";
import { SampleTag } from "#web/ui/SampleTag.tsx";

export type DealDrawerProps = {
  dealId: string;
  onClose: () => void;
};

/** A deal's details in a panel over the board (`/deals/:id`), with Edit and Delete. */
export function DealDrawer({ dealId, onClose }: DealDrawerProps) {
  const [editing, setEditing] = useState(false);
  const { data, loading, error } = useQuery(DealDetailDocument, {
    variables: { id: dealId },
    fetchPolicy: "cache-and-network",
  });
  const { confirmDelete, confirmation } = useDeleteDeal(onClose);
  const deal = data?.deal;

  function body() {
    if (!deal) {
      if (loading) return <Spin />;
      if (error && !isNotFoundError(error)) return <Alert type="error" showIcon title="Failed to load this deal" />;
      return <Alert type="warning" showIcon title="Deal not found" description="It may have been deleted." />;
    }
    const stage = dealStageDetails(deal.stage);
    return (
      <>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Customer">
            <Link to={`/customers/${deal.customer.id}`}>{deal.customer.name}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="Stage">
            <Tag color={stage.color}>{stage.label}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Value">{formatCents(deal.valueCents)}</Descriptions.Item>
          <Descriptions.Item label="Owner">{deal.owner?.username ?? "No owner"}</Descriptions.Item>
          <Descriptions.Item label="Expected close">{formatExpectedClose(deal.expectedCloseAt)}</Descriptions.Item>
          <Descriptions.Item label="Closed">{deal.closedAt ? formatDate(deal.closedAt) : "Open"}</Descriptions.Item>
          {deal.stage === "closed_lost" ? (
            <Descriptions.Item label="Lost reason">
              {deal.lostReason ?? "No reason given"}
              {deal.lostNote ? <div className="deal-lost-note">{deal.lostNote}</div> : null}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Created">{formatDate(deal.createdAt)}</Descriptions.Item>
        </Descriptions>
        <Flex gap="small" className="deal-drawer-actions">
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(deal)}>
            Delete
          </Button>
        </Flex>
        <DealFormDialog open={editing} deal={deal} onClose={() => setEditing(false)} />
      </>
    );
  }

  return (
    <Drawer open title={deal?.title ?? "Deal"} extra={<SampleTag isSample={deal?.isSample} />} onClose={onClose}>
      {body()}
      {confirmation}
    </Drawer>
  );
}
