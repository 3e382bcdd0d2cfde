import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { NOT_ACCEPTABLE, refusalMessagesPlugin, UNSUPPORTED_CONTENT_TYPE } from "./refusal-messages.ts";

const yoga = createYoga({
  schema: createSchema({ typeDefs: "type Query { hello: String }", resolvers: { Query: { hello: () => "hi" } } }),
  plugins: [refusalMessagesPlugin()],
  logging: false,
});

async function post(headers: Record<string, string>) {
  const response = await yoga.fetch("http://crm.test/graphql", {
    method: "POST",
    headers,
    body: JSON.stringify({ query: "{ hello }" }),
  });
  return [response.status, response.headers.get("content-type"), await response.text()];
}

// Yoga's own answers to these have the status alone and an empty body.
describe("GraphQL refusals without a body of their own", () => {
  it("answers a Content-Type GraphQL cannot read with 415 and a message", async () => {
    expect(await post({ "content-type": "application/problem+json" })).toEqual([
      415,
      "text/plain; charset=utf-8",
      UNSUPPORTED_CONTENT_TYPE,
    ]);
  });

  it("answers an Accept that allows no type GraphQL answers in with 406 and a message", async () => {
    expect(await post({ "content-type": "application/json", accept: "text/html" })).toEqual([
      406,
      "text/plain; charset=utf-8",
      NOT_ACCEPTABLE,
    ]);
  });

  it("leaves every other answer as it was", async () => {
    expect(await post({ "content-type": "application/json" })).toEqual([
      200,
      "application/json; charset=utf-8",
      '{"data":{"hello":"hi"}}',
    ]);
  });
});
