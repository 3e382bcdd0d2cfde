import type { ServerOptions } from "node:http";

/**
 * How long the server waits on a client, so slow or stalled ones (a slowloris sending a header byte
 * at a time) cannot hold its connections open. A 20 MB customer import over a slow link is the
 * longest honest request.
 */
export const SERVER_TIMEOUTS = {
  /** Until the request's headers have all arrived. */
  headersTimeout: 10_000,
  /** Until the whole request, body included, has arrived. */
  requestTimeout: 120_000,
  /** An idle kept-alive connection; above the 5 s of common proxies' own idle timeouts is not needed. */
  keepAliveTimeout: 5_000,
  /** How often the two timeouts above are checked (Node's default, 30 s, would let each run 30 s over). */
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;
