import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireOwner } from "#core/access/guards.ts";
import { recordWorkspaceEvent } from "#core/access/security-log.ts";
import type { Context } from "#core/context.ts";
import { ConflictError, NotFoundError, ValidationError } from "#core/errors.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { checkId } from "#core/ids.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import { enqueueDelivery } from "./webhook-delivery.job.ts";
import { privateUrlRefusal } from "./webhook-request.ts";
import { newWebhookSecret } from "./webhook-signature.ts";
import {
  CREATOR_GONE_REASONS,
  type CreatorGone,
  createWebhookEndpointInput,
  MAX_WEBHOOK_ENDPOINTS,
  updateWebhookEndpointInput,
  WEBHOOK_MESSAGES,
} from "./webhooks.rules.ts";

type EndpointSelection = Selection<Prisma.WebhookEndpointFindManyArgs>;
type DeliverySelection = Selection<Prisma.WebhookDeliveryFindManyArgs>;

// Owners manage webhooks, as they do API keys: an endpoint receives every change of the workspace.

/** The workspace's endpoints, newest first. */
export async function listWebhookEndpoints(ctx: Context, selection: EndpointSelection = {}) {
  const { db } = requireOwner(ctx);
  return db.webhookEndpoint.findMany({ ...selection, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** Unless private addresses are allowed (off in production), an endpoint must be reachable from outside. */
async function checkPublicUrl(ctx: Context, url: string | undefined) {
  if (url === undefined || ctx.allowPrivateWebhookUrls) return;
  const refusal = await privateUrlRefusal(url);
  if (refusal) {
    const message = WEBHOOK_MESSAGES.urlPrivate(refusal);
    throw new ValidationError(message, [{ field: "url", message }]);
  }
}

/** The signing secret is returned this once; the Settings screen never shows it again. */
export async function createWebhookEndpoint(ctx: Context, input: unknown) {
  const { db, viewer } = requireOwner(ctx);
  const { url, events } = parseInput(createWebhookEndpointInput, input);
  await checkPublicUrl(ctx, url);
  if ((await db.webhookEndpoint.count()) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new ConflictError(WEBHOOK_MESSAGES.tooManyEndpoints);
  }
  const secret = newWebhookSecret();
  const endpoint = await db.$transaction(async (tx) => {
    const made = await tx.webhookEndpoint.create({ data: { url, events, secret, createdById: viewer.id } });
    await recordWorkspaceEvent(ctx.client, tx, {
      kind: "webhook_created",
      userId: viewer.id,
      actorId: viewer.id,
      detail: { url },
    });
    return made;
  });
  return { endpoint, secret };
}

async function findEndpoint(ctx: Context, id: string) {
  const { db } = requireOwner(ctx);
  const endpoint = await db.webhookEndpoint.findUnique({
    where: { id: checkId(id, WEBHOOK_MESSAGES.endpointNotFound) },
  });
  if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.endpointNotFound);
  return endpoint;
}

/**
 * Changes the fields given. Enabling a disabled endpoint starts it afresh (no reason, not failing);
 * disabling one by hand records who did.
 */
export async function updateWebhookEndpoint(
  ctx: Context,
  id: string,
  input: unknown,
  selection: EndpointSelection = {},
) {
  const { db, viewer } = requireOwner(ctx);
  const { enabled, ...fields } = parseInput(updateWebhookEndpointInput, input);
  await checkPublicUrl(ctx, fields.url);
  const existing = await findEndpoint(ctx, id);
  const switched =
    enabled === undefined || enabled === existing.enabled
      ? {}
      : enabled
        ? { enabled, disabledReason: null, failingSince: null }
        : { enabled, disabledReason: `Disabled by ${viewer.username}` };
  return db.webhookEndpoint.update({ ...selection, where: { id: existing.id }, data: { ...fields, ...switched } });
}

/**
 * Stops the endpoints someone created once they lose their access to the workspace (removed, left, or
 * their account disabled): an endpoint receives every change, and must not go on sending them to a
 * server of theirs. Its owners see why, and may enable it again.
 */
export async function disableEndpointsCreatedBy(
  db: Pick<WorkspaceDatabase, "webhookEndpoint">,
  creator: { id: string; username: string },
  why: CreatorGone,
) {
  await db.webhookEndpoint.updateMany({
    where: { createdById: creator.id, enabled: true },
    data: { enabled: false, disabledReason: CREATOR_GONE_REASONS[why](creator.username) },
  });
}

/** Its deliveries go with it; their queued jobs find nothing to send. */
export async function deleteWebhookEndpoint(ctx: Context, id: string) {
  const { db, viewer } = requireOwner(ctx);
  const existing = await findEndpoint(ctx, id);
  await db.$transaction(async (tx) => {
    await tx.webhookEndpoint.delete({ where: { id: existing.id } });
    await recordWorkspaceEvent(ctx.client, tx, {
      kind: "webhook_deleted",
      userId: existing.createdById ?? viewer.id,
      actorId: viewer.id,
      detail: { url: existing.url },
    });
  });
  return { id: existing.id };
}

/**
 * Sends a delivery again, with the same webhook-id so the receiver can tell it is the same event, and
 * retries it for another day if it fails.
 */
export async function resendWebhookDelivery(ctx: Context, id: string, selection: DeliverySelection = {}) {
  const { db } = requireOwner(ctx);
  const delivery = await db.webhookDelivery.findUnique({
    where: { id: checkId(id, WEBHOOK_MESSAGES.deliveryNotFound) },
    include: { endpoint: { select: { enabled: true } } },
  });
  if (!delivery) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
  if (!delivery.endpoint.enabled) throw new ConflictError(WEBHOOK_MESSAGES.resendDisabled);
  return db.$transaction(async (tx) => {
    const queued = await tx.webhookDelivery.update({
      ...selection,
      where: { id: delivery.id },
      data: { status: "pending", queuedAt: new Date() },
    });
    await enqueueDelivery(tx, delivery);
    return queued;
  });
}
