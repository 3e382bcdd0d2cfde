import type TestAgent from "supertest/lib/agent.js";
import { graphql } from "./graphql.ts";

const CREATE = `mutation ($name: String!) { createApiKey(input: { name: $name }) { secret apiKey { id } } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`;

/** A new API key of the owner's current workspace: its id and the secret shown once. */
export async function createApiKey(owner: Pick<TestAgent, "post">, name: string) {
  const response = await graphql(owner, CREATE, { name });
  const created = response.body.data?.createApiKey as { secret: string; apiKey: { id: string } } | undefined;
  if (!created) throw new Error(`creating API key ${name} failed: ${response.text}`);
  return { id: created.apiKey.id, secret: created.secret, header: `Bearer ${created.secret}` };
}

export async function revokeApiKey(owner: Pick<TestAgent, "post">, id: string) {
  const response = await graphql(owner, REVOKE, { id });
  if (!response.body.data?.revokeApiKey) throw new Error(`revoking API key ${id} failed: ${response.text}`);
}
