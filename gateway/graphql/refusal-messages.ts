import type { Plugin } from "graphql-yoga";

export const UNSUPPORTED_CONTENT_TYPE = "GraphQL requests must be sent as application/json";
// A browser opening /graphql lands here too (there is no GraphiQL page): say what the address is.
export const NOT_ACCEPTABLE =
  "This is the GraphQL endpoint: send queries from a GraphQL client, with an Accept header that allows application/json or application/graphql-response+json. The REST API is described at /api-reference.";

/** Yoga's refusals that come without a body, by status. */
const MESSAGES: Record<number, string> = { 415: UNSUPPORTED_CONTENT_TYPE, 406: NOT_ACCEPTABLE };

/**
 * Yoga refuses a POST whose Content-Type it cannot read (415) and a request whose Accept allows no
 * type it answers in (406) with the status alone and an empty body. This gives those answers a
 * plain-text message, as the gateway's other refusals have, keeping their status and headers.
 */
export function refusalMessagesPlugin(): Plugin {
  return {
    onResponse({ response, setResponse, fetchAPI }) {
      const message = MESSAGES[response.status];
      if (!message || response.body !== null) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set("content-type", "text/plain; charset=utf-8");
      setResponse(new fetchAPI.Response(message, { status: response.status, headers }));
    },
  };
}
