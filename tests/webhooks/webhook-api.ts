import type TestAgent from "supertest/lib/agent.js";
import { graphql } from "#tests/support/graphql.ts";

type Requester = Pick<TestAgent, "post">;

const CREATE_ENDPOINT = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events enabled } }
}`;
const CREATE_API_KEY = `mutation { createApiKey(input: { name: "Webhook tests" }) { secret } }`;

/** Registers an endpoint as an owner does in Settings; returns its id and the secret shown once. */
export async function createEndpoint(owner: Requester, url: string, events: string[]) {
  const response = await graphql(owner, CREATE_ENDPOINT, { input: { url, events } });
  const created = response.body.data?.createWebhookEndpoint as { secret: string; endpoint: { id: string } } | undefined;
  if (!created) throw new Error(JSON.stringify(response.body.errors));
  return { id: created.endpoint.id, secret: created.secret };
}

export async function createApiKey(owner: Requester): Promise<string> {
  const response = await graphql(owner, CREATE_API_KEY);
  const secret = (response.body.data?.createApiKey as { secret: string } | undefined)?.secret;
  if (!secret) throw new Error(JSON.stringify(response.body.errors));
  return secret;
}
