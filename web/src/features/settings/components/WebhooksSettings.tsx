import { useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Flex, Typography } from "antd";
import { WebhookEndpointsDocument } from "#web/graphql/generated/graphql.ts";
import { AddWebhookForm } from "./AddWebhookForm.tsx";
import { WebhookEndpointCard } from "./WebhookEndpointCard.tsx";

/**
 * Owners point webhooks at their other tools: each change to a customer, company, deal, task or activity is
 * POSTed to the endpoints that want it, signed with the endpoint's secret (Standard Webhooks).
 */
export function WebhooksSettings() {
  const { data, loading, error, refetch } = useQuery(WebhookEndpointsDocument, { fetchPolicy: "cache-and-network" });
  const endpoints = data?.webhookEndpoints ?? [];

  return (
    <Flex vertical gap="large">
      <Card title="Add an endpoint">
        <Typography.Paragraph>
          Each change to a customer, company, deal, task or activity, made in the app, over the API or by an import, is
          sent as a JSON <code>POST</code> to the endpoints that want it, signed as{" "}
          <a className="settings-inline-link" href="https://www.standardwebhooks.com/" target="_blank" rel="noreferrer">
            Standard Webhooks
          </a>{" "}
          describes (<code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>). A failed
          delivery is retried for a day; an endpoint failing for a day is disabled.
        </Typography.Paragraph>
        <AddWebhookForm />
      </Card>
      <Card
        title="Endpoints"
        extra={
          <Button onClick={() => void refetch()} loading={loading && Boolean(data)}>
            Refresh
          </Button>
        }
      >
        {error ? (
          <Alert type="error" showIcon title="Failed to load the webhooks" />
        ) : loading && !data ? null : endpoints.length === 0 ? (
          <p className="settings-note">No endpoints yet.</p>
        ) : (
          <Flex vertical gap="middle">
            {endpoints.map((endpoint) => (
              <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} />
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
