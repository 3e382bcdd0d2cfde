import { Form, Input, type FormRule } from "antd";
import { MAX_WEBHOOK_URL_LENGTH, webhookEvents, webhookUrl } from "#schema/webhooks/webhooks.rules.ts";
import { firstIssueMessage, schemaRules } from "#web/ui/schemaRules.ts";
import { WebhookEventsField } from "./WebhookEventsField.tsx";

export type WebhookEndpointValues = { url: string; events: string[] };

const urlRules = schemaRules(webhookUrl);
const eventRules: FormRule[] = [
  {
    validator: async (_rule, value: unknown) => {
      const result = webhookEvents.safeParse(value ?? []);
      if (!result.success) throw new Error(firstIssueMessage(result.error));
    },
  },
];

/** The URL and events of an endpoint, checked with the rules the server applies. */
export function WebhookEndpointFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <Form.Item label="Endpoint URL" name="url" rules={urlRules}>
        <Input placeholder="https://example.com/webhooks/crm" maxLength={MAX_WEBHOOK_URL_LENGTH} inputMode="url" />
      </Form.Item>
      <Form.Item name="events" rules={eventRules}>
        <WebhookEventsField idPrefix={idPrefix} />
      </Form.Item>
    </>
  );
}
