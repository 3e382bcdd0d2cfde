import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { RateLimitBucket, SignInBucket } from "#core/context.ts";
import type { WebhookDeliveryOutcome } from "#core/jobs/job-deps.ts";

/**
 * The process's metrics, served at /metrics. Counters the gateway bumps for work done elsewhere (webhook
 * outcomes, throttle refusals, which copy served a read) live here, each behind a function it passes on;
 * what needs the app's database is collected per app (database-collectors.ts).
 */
export const processRegistry = new Registry();

// Memory, CPU, event-loop lag and garbage collection, under the same prefix as ours.
collectDefaultMetrics({ register: processRegistry, prefix: "bramble_" });

/** Seconds: from a health check's millisecond answer to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: "bramble_http_requests_total",
  help: "HTTP requests answered, by method, matched route pattern and status.",
  labelNames: ["method", "route", "status"] as const,
  registers: [processRegistry],
});

export const httpRequestDuration = new Histogram({
  name: "bramble_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by method and matched route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: DURATION_BUCKETS,
  registers: [processRegistry],
});

export const graphqlOperations = new Counter({
  name: "bramble_graphql_operations_total",
  help: "GraphQL operations, by operation name (the web client's, else anonymous or other), type and outcome.",
  labelNames: ["operation", "type", "outcome"] as const,
  registers: [processRegistry],
});

export const graphqlOperationDuration = new Histogram({
  name: "bramble_graphql_operation_duration_seconds",
  help: "Time to execute a GraphQL operation, by operation name and type.",
  labelNames: ["operation", "type"] as const,
  buckets: DURATION_BUCKETS,
  registers: [processRegistry],
});

const webhookDeliveries = new Counter({
  name: "bramble_webhook_deliveries_total",
  help: "Webhook delivery attempts: delivered, failed and retrying later, failed for good, or skipped (endpoint disabled).",
  labelNames: ["outcome"] as const,
  registers: [processRegistry],
});

export function countWebhookDelivery(outcome: WebhookDeliveryOutcome): void {
  webhookDeliveries.inc({ outcome });
}

/** The throttles: per-IP buckets of the services, the password checks, and the API keys' hourly allowance. */
export type ThrottleLimiter = RateLimitBucket | SignInBucket | "apiKey";

const throttleRefusals = new Counter({
  name: "bramble_throttle_refusals_total",
  help: "Requests refused by a throttle (429), by limiter.",
  labelNames: ["limiter"] as const,
  registers: [processRegistry],
});

export function countThrottleRefusal(limiter: ThrottleLimiter): void {
  throttleRefusals.inc({ limiter });
}

const databaseReads = new Counter({
  name: "bramble_database_reads_total",
  help: "Reads served by each copy of the database: the primary or the replica.",
  labelNames: ["copy"] as const,
  registers: [processRegistry],
});

export function countRead(copy: "primary" | "replica"): void {
  databaseReads.inc({ copy });
}
