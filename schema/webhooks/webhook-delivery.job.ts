import { z } from "zod";
import type { WebhookDelivery, WebhookEndpoint } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJob, type SqlRunner } from "#core/jobs/job-queue.ts";
import { webhookBody } from "./webhook-payload.ts";
import { postWebhook, type PostOutcome } from "./webhook-request.ts";
import { webhookHeaders } from "./webhook-signature.ts";

/** The task name the migration's triggers queue each delivery under. */
export const WEBHOOK_DELIVERY = "webhook_delivery";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A delivery is retried for a day after it was queued; an endpoint failing for a day is disabled. */
export const RETRY_WINDOW_MS = DAY_MS;
/** How many deliveries are kept per endpoint. */
const KEPT_DELIVERIES = 200;
/** Each retry waits twice as long as the one before, up to this. */
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** How long a receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

const payloadSchema = z.object({ workspaceId: z.uuid(), deliveryId: z.uuid() });

/** One job per delivery and at most one waiting: a resend replaces a retry that is still waiting. */
export async function enqueueDelivery(
  tx: SqlRunner,
  delivery: { workspaceId: string; id: string },
  runAt?: Date,
): Promise<void> {
  await enqueueJob(
    tx,
    WEBHOOK_DELIVERY,
    { workspaceId: delivery.workspaceId, deliveryId: delivery.id },
    { jobKey: `webhook-delivery:${delivery.id}`, runAt },
  );
}

export function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
}

function disabledReason(outcome: PostOutcome): string {
  return `Disabled automatically: deliveries failed for 24 hours without a success (last: ${outcome.error ?? "no answer"})`;
}

type PendingDelivery = WebhookDelivery & { endpoint: WebhookEndpoint };

/**
 * Records a try in one transaction: success clears the endpoint's failing state; a failure starts it,
 * disables the endpoint after a day of it, or else queues the retry. Says whether the delivery is done.
 */
async function recordOutcome(
  workspaceDb: WorkspaceDatabase,
  delivery: PendingDelivery,
  outcome: PostOutcome,
  now: Date,
  retryBaseMs: number,
): Promise<boolean> {
  const { endpoint } = delivery;
  const attempts = delivery.attempts + 1;
  const recorded = { attempts, responseStatus: outcome.responseStatus, lastError: outcome.error, lastAttemptAt: now };
  // updateMany: the endpoint, and its deliveries with it, may have been deleted while this one was sent.
  const thisDelivery = { where: { id: delivery.id } };
  return workspaceDb.$transaction(async (tx) => {
    if (outcome.delivered) {
      await tx.webhookDelivery.updateMany({ ...thisDelivery, data: { ...recorded, status: "succeeded" } });
      if (endpoint.failingSince) {
        await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id }, data: { failingSince: null } });
      }
      return true;
    }
    const failingSince = endpoint.failingSince ?? now;
    const disable = now.getTime() - failingSince.getTime() >= DAY_MS;
    if (disable) {
      await tx.webhookEndpoint.updateMany({
        where: { id: endpoint.id },
        data: { enabled: false, disabledReason: disabledReason(outcome) },
      });
    } else if (!endpoint.failingSince) {
      // Only where still unset: a success recorded meanwhile by another delivery is not overwritten.
      await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: null }, data: { failingSince } });
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(retryBaseMs, attempts));
    const retrying = !disable && retryAt.getTime() <= delivery.queuedAt.getTime() + RETRY_WINDOW_MS;
    await tx.webhookDelivery.updateMany({
      ...thisDelivery,
      data: { ...recorded, status: retrying ? "pending" : "failed" },
    });
    if (retrying) await enqueueDelivery(tx, delivery, retryAt);
    return !retrying;
  });
}

/** Keeps an endpoint's latest deliveries (Settings shows 20); older finished ones are deleted. */
async function pruneDeliveries(workspaceDb: WorkspaceDatabase, endpointId: string): Promise<void> {
  const oldestKept = await workspaceDb.webhookDelivery.findFirst({
    where: { endpointId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: KEPT_DELIVERIES - 1,
    select: { createdAt: true, id: true },
  });
  if (!oldestKept) return;
  // Rows written by one statement share their createdAt: the id orders them.
  const { createdAt, id } = oldestKept;
  await workspaceDb.webhookDelivery.deleteMany({
    where: {
      endpointId,
      status: { not: "pending" },
      OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }],
    },
  });
}

/**
 * Sends one delivery, signed with its endpoint's secret, and records the outcome. A failure is retried
 * with exponential backoff by queuing the delivery again, in the transaction that records the failure.
 */
export function deliverWebhook({ db, webhooks }: JobDeps) {
  return async (payload: unknown) => {
    const { workspaceId, deliveryId } = payloadSchema.parse(payload);
    const workspaceDb = db.$forWorkspace(workspaceId);
    const delivery = await workspaceDb.webhookDelivery.findUnique({
      where: { id: deliveryId },
      include: { endpoint: true, workspace: { select: { currency: true } } },
    });
    if (delivery?.status !== "pending") return;
    const { endpoint } = delivery;
    if (!endpoint.enabled) {
      await workspaceDb.webhookDelivery.updateMany({
        where: { id: deliveryId },
        data: { status: "failed", lastError: "Not sent: the endpoint is disabled" },
      });
      webhooks.onOutcome("skipped");
      return;
    }

    const now = new Date();
    const body = webhookBody(delivery, delivery.workspace.currency);
    const headers = webhookHeaders(endpoint.secret, {
      id: delivery.eventId,
      timestamp: Math.floor(now.getTime() / 1000),
      body,
    });
    const outcome = await postWebhook({ url: endpoint.url, headers, body }, webhooks);

    const settled = await recordOutcome(workspaceDb, delivery, outcome, now, webhooks.retryBaseMs);
    webhooks.onOutcome(outcome.delivered ? "delivered" : settled ? "failed" : "retrying");
    if (settled) await pruneDeliveries(workspaceDb, endpoint.id);
  };
}
