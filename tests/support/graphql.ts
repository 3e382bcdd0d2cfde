import type { Test } from "supertest";
import type TestAgent from "supertest/lib/agent.js";

type Requester = Pick<TestAgent, "post">;

export type GraphqlResponse = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** Posts one operation the way the web client does (JSON body, same origin). */
export function graphql(requester: Requester, query: string, variables?: Record<string, unknown>): Test {
  return requester.post("/graphql").set("Content-Type", "application/json").send({ query, variables });
}

export function errorOf(body: GraphqlResponse) {
  const [first] = body.errors ?? [];
  return first ? { message: first.message, code: first.extensions?.code } : undefined;
}
