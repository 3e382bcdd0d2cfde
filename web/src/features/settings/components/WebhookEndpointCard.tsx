import { useMutation } from "@apollo/client/react";
import { WarningOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Flex, Popconfirm, Tag } from "antd";
import { useState } from "react";
import {
  DeleteWebhookEndpointDocument,
  ResendWebhookDeliveryDocument,
  UpdateWebhookEndpointDocument,
  WebhookEndpointsDocument,
  type WebhookEndpointsQuery,
} from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { describeWebhookEvents } from "../utils/webhookEvents.ts";
import { endpointFailure, webhookFailureReason } from "../utils/webhookFailure.ts";
import { WebhookDeliveriesTable, type WebhookDelivery } from "./WebhookDeliveriesTable.tsx";
import { WebhookEndpointFields, type WebhookEndpointValues } from "./WebhookEndpointFields.tsx";

export type WebhookEndpoint = WebhookEndpointsQuery["webhookEndpoints"][number];

const refetch = { refetchQueries: [WebhookEndpointsDocument], awaitRefetchQueries: true };

/** One endpoint: its state, its events, what can be done with it, and its recent deliveries. */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [editing, setEditing] = useState(false);
  const [updateEndpoint, { loading: updating }] = useMutation(UpdateWebhookEndpointDocument, refetch);
  const [deleteEndpoint] = useMutation(DeleteWebhookEndpointDocument, refetch);
  const [resendDelivery] = useMutation(ResendWebhookDeliveryDocument, refetch);

  async function update(input: { url?: string; events?: string[]; enabled?: boolean }, done: string) {
    try {
      await updateEndpoint({ variables: { id: endpoint.id, input } });
      setEditing(false);
      toast.success(done);
    } catch (updateError) {
      toast.error("Failed to update the endpoint", serverMessage(updateError));
    }
  }

  async function handleDelete() {
    try {
      await deleteEndpoint({ variables: { id: endpoint.id } });
      toast.success(`Deleted the endpoint ${endpoint.url}`);
    } catch (deleteError) {
      toast.error("Failed to delete the endpoint", serverMessage(deleteError));
    }
  }

  async function handleResend(delivery: WebhookDelivery) {
    try {
      await resendDelivery({ variables: { id: delivery.id } });
      toast.success(`${delivery.eventType} will be sent again`);
    } catch (resendError) {
      toast.error("Failed to resend the delivery", serverMessage(resendError));
    }
  }

  const failure = endpointFailure(endpoint);
  const state = !endpoint.enabled ? (
    <Tag color="error">Disabled</Tag>
  ) : failure ? (
    <Tag color="warning" icon={<WarningOutlined />}>
      Failing
    </Tag>
  ) : (
    <Tag color="green">Enabled</Tag>
  );

  return (
    <Card size="small" title={<span className="webhook-endpoint-url">{endpoint.url}</span>} extra={state}>
      <Flex vertical gap="middle">
        {endpoint.disabledReason ? <Alert type="warning" showIcon title={endpoint.disabledReason} /> : null}
        {failure ? (
          <Alert
            type="warning"
            showIcon
            title={failure.reason ?? "Deliveries to this endpoint are failing"}
            description={`Failing since ${formatDateTime(failure.since)}: the endpoint is disabled after a day of failures.`}
          />
        ) : null}
        <div>
          <div>Events: {describeWebhookEvents(endpoint.events)}</div>
          <div className="settings-note">
            Added {formatDateTime(endpoint.createdAt)}
            {endpoint.createdBy ? ` by ${endpoint.createdBy.username}` : ""}
          </div>
        </div>
        <Flex gap="small" wrap>
          <Button onClick={() => setEditing(true)} aria-label={`Edit ${endpoint.url}`}>
            Edit
          </Button>
          {endpoint.enabled ? (
            <Button onClick={() => update({ enabled: false }, "Endpoint disabled")} loading={updating}>
              Disable
            </Button>
          ) : (
            <Button onClick={() => update({ enabled: true }, "Endpoint enabled")} loading={updating}>
              Enable
            </Button>
          )}
          <Popconfirm
            title={`Delete ${endpoint.url}?`}
            description="It will receive nothing more, and its deliveries are forgotten."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={handleDelete}
          >
            <Button danger aria-label={`Delete ${endpoint.url}`}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
        <section aria-label={`Recent deliveries to ${endpoint.url}`}>
          <h3 className="webhook-deliveries-title">Recent deliveries</h3>
          <WebhookDeliveriesTable
            deliveries={endpoint.recentDeliveries}
            describeError={(error) => webhookFailureReason(endpoint.url, error)}
            onResend={endpoint.enabled ? handleResend : null}
          />
        </section>
      </Flex>
      <FormDialog<WebhookEndpointValues>
        title="Edit endpoint"
        name={`edit-webhook-${endpoint.id}`}
        open={editing}
        initialValues={{ url: endpoint.url, events: endpoint.events }}
        submitting={updating}
        onCancel={() => setEditing(false)}
        onSubmit={(values) => update(values, "Endpoint saved")}
      >
        <WebhookEndpointFields idPrefix={`edit-webhook-${endpoint.id}-event`} />
      </FormDialog>
    </Card>
  );
}
