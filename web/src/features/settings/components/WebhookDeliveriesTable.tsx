import { Button, Table, Tag } from "antd";
import type { WebhookEndpointsQuery } from "#web/graphql/generated/graphql.ts";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";

export type WebhookDelivery = WebhookEndpointsQuery["webhookEndpoints"][number]["recentDeliveries"][number];

export type WebhookDeliveriesTableProps = {
  deliveries: WebhookDelivery[];
  /** Null when the endpoint is disabled: nothing can be resent to it. */
  onResend: ((delivery: WebhookDelivery) => void) | null;
  /** A delivery's recorded error in words (the endpoint's host named). */
  describeError: (error: string) => string;
};

function statusTag({ status, attempts }: WebhookDelivery) {
  if (status === "succeeded") return <Tag color="green">Delivered</Tag>;
  if (status === "failed") return <Tag color="error">Failed</Tag>;
  return <Tag color="processing">{attempts > 0 ? "Retrying" : "Pending"}</Tag>;
}

/** An endpoint's latest deliveries: what was sent, how it went, and a way to send it again. */
export function WebhookDeliveriesTable({ deliveries, onResend, describeError }: WebhookDeliveriesTableProps) {
  return (
    <ScrollFrame label="Deliveries table" minWidth={560}>
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        dataSource={deliveries}
        pagination={false}
        locale={{ emptyText: "No deliveries yet." }}
        columns={[
          { title: "Event", dataIndex: "eventType" },
          {
            title: "Status",
            render: (_, delivery) => (
              <>
                {statusTag(delivery)}
                {delivery.lastError && delivery.status !== "succeeded" ? (
                  <div className="settings-note">{describeError(delivery.lastError)}</div>
                ) : null}
              </>
            ),
          },
          {
            title: "Response",
            dataIndex: "responseStatus",
            render: (responseStatus: number | null) => responseStatus ?? "None",
          },
          { title: "Attempts", dataIndex: "attempts" },
          {
            title: "Time",
            render: (_, delivery) => formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt),
          },
          {
            title: "Action",
            render: (_, delivery) => (
              <Button
                size="small"
                disabled={!onResend}
                aria-label={`Resend ${delivery.eventType} of ${formatDateTime(delivery.createdAt)}`}
                onClick={() => onResend?.(delivery)}
              >
                Resend
              </Button>
            ),
          },
        ]}
      />
    </ScrollFrame>
  );
}
