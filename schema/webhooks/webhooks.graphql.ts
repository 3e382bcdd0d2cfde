import { builder } from "#core/builder.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { atMost } from "#core/lists/list-size.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from "./webhooks.service.ts";
import { MAX_WEBHOOK_ENDPOINTS } from "./webhooks.rules.ts";

/** How many of an endpoint's deliveries Settings shows. */
const RECENT_DELIVERIES = 20;

const WebhookDeliveryStatus = builder.enumType("WebhookDeliveryStatus", {
  values: ["pending", "succeeded", "failed"] as const,
});

builder.prismaObject("WebhookDelivery", {
  fields: (t) => ({
    id: t.exposeID("id"),
    eventId: t.exposeString("eventId", { description: "The webhook-id header: the same for every try." }),
    eventType: t.exposeString("eventType", { description: "e.g. customer.created" }),
    status: t.field({ type: WebhookDeliveryStatus, resolve: (delivery) => delivery.status }),
    attempts: t.exposeInt("attempts"),
    responseStatus: t.exposeInt("responseStatus", {
      nullable: true,
      description: "The HTTP status of the last try's answer; null when there was none.",
    }),
    lastError: t.exposeString("lastError", { nullable: true }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: DateTimeScalar, nullable: true }),
  }),
});

const WebhookEndpoint = builder.prismaObject("WebhookEndpoint", {
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url"),
    events: t.exposeStringList("events", { description: "Event types such as customer.created." }),
    enabled: t.exposeBoolean("enabled"),
    disabledReason: t.exposeString("disabledReason", { nullable: true }),
    failingSince: t.expose("failingSince", { type: DateTimeScalar, nullable: true }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    createdBy: t.relation("createdBy", { nullable: true }),
    recentDeliveries: t.relation("deliveries", {
      description: `The ${RECENT_DELIVERIES} latest deliveries, newest first.`,
      query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_DELIVERIES },
      extensions: atMost(RECENT_DELIVERIES),
    }),
  }),
});

const CreatedWebhookEndpoint = builder
  .objectRef<Awaited<ReturnType<typeof createWebhookEndpoint>>>("CreatedWebhookEndpoint")
  .implement({
    fields: (t) => ({
      endpoint: t.field({ type: WebhookEndpoint, resolve: (created) => created.endpoint }),
      secret: t.exposeString("secret", {
        description: "The Standard Webhooks signing secret (whsec_…). It is shown only in this answer.",
      }),
    }),
  });

const CreateWebhookEndpointInput = builder.inputType("CreateWebhookEndpointInput", {
  fields: (t) => ({ url: t.string({ required: true }), events: t.stringList({ required: true }) }),
});

const UpdateWebhookEndpointInput = builder.inputType("UpdateWebhookEndpointInput", {
  fields: (t) => ({ url: t.string(), events: t.stringList(), enabled: t.boolean() }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.prismaField({
    type: ["WebhookEndpoint"],
    description: "Where the workspace's changes are sent (Standard Webhooks). Owners only.",
    extensions: atMost(MAX_WEBHOOK_ENDPOINTS),
    resolve: (query, _root, _args, ctx) => listWebhookEndpoints(ctx, query),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreatedWebhookEndpoint,
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    resolve: (_root, { input }, ctx) => createWebhookEndpoint(ctx, input),
  }),
  updateWebhookEndpoint: t.prismaField({
    type: "WebhookEndpoint",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateWebhookEndpointInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateWebhookEndpoint(ctx, id, input, query),
  }),
  deleteWebhookEndpoint: t.field({
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteWebhookEndpoint(ctx, id),
  }),
  resendWebhookDelivery: t.prismaField({
    type: "WebhookDelivery",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => resendWebhookDelivery(ctx, id, query),
  }),
}));
