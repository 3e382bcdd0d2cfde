import { useMutation } from "@apollo/client/react";
import { Alert, Button, Form, Typography } from "antd";
import { useState } from "react";
import { CreateWebhookEndpointDocument, WebhookEndpointsDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { WEBHOOK_EVENTS } from "../utils/webhookEvents.ts";
import { WebhookEndpointFields, type WebhookEndpointValues } from "./WebhookEndpointFields.tsx";

/** Registers an endpoint, then shows its signing secret this once. */
export function AddWebhookForm() {
  const [form] = Form.useForm<WebhookEndpointValues>();
  const [secret, setSecret] = useState<string | null>(null);
  const [createEndpoint, { loading }] = useMutation(CreateWebhookEndpointDocument, {
    refetchQueries: [WebhookEndpointsDocument],
    awaitRefetchQueries: true,
  });

  async function handleCreate(values: WebhookEndpointValues) {
    try {
      const result = await createEndpoint({ variables: { input: values } });
      setSecret(result.data?.createWebhookEndpoint.secret ?? null);
      form.resetFields();
    } catch (createError) {
      toast.error("Failed to add the endpoint", serverMessage(createError));
    }
  }

  return (
    <>
      <Form<WebhookEndpointValues>
        form={form}
        name="add-webhook"
        layout="vertical"
        requiredMark={false}
        initialValues={{ events: [...WEBHOOK_EVENTS] }}
        onFinish={handleCreate}
        className="settings-form"
      >
        <WebhookEndpointFields idPrefix="add-webhook-event" />
        <Button type="primary" htmlType="submit" loading={loading}>
          Add endpoint
        </Button>
      </Form>
      {secret && (
        <Alert
          className="webhook-secret"
          type="success"
          showIcon
          closable
          onClose={() => setSecret(null)}
          title="Copy the endpoint's signing secret now: it will not be shown again."
          description={
            <Typography.Text code copyable aria-label="Signing secret">
              {secret}
            </Typography.Text>
          }
        />
      )}
    </>
  );
}
