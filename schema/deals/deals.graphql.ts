import { builder } from "../builder.ts";
import { connectionType, nodeSelection, pageArgs, SortDirection } from "../lists/lists.graphql.ts";
import { DeletePayload } from "../payloads.graphql.ts";
import { DateTimeScalar } from "../scalars.ts";
import { createDeal, deleteDeal, getDeal, listDeals, patchDeal, updateDeal } from "./deals.service.ts";
import { DEAL_ORDER_FIELDS, DEAL_STAGES } from "./deals.rules.ts";

export const DealStage = builder.enumType("DealStage", { values: DEAL_STAGES });
const DealOrderField = builder.enumType("DealOrderField", { values: DEAL_ORDER_FIELDS });

const Deal = builder.prismaObject("Deal", {
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    stage: t.expose("stage", { type: DealStage }),
    valueCents: t.exposeInt("valueCents"),
    closedAt: t.expose("closedAt", { type: DateTimeScalar, nullable: true }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    customer: t.relation("customer"),
  }),
});

const DealConnection = connectionType("Deal", Deal);

const DealFilter = builder.inputType("DealFilter", {
  fields: (t) => ({ stage: t.field({ type: DealStage }), customerId: t.id() }),
});

const DealOrder = builder.inputType("DealOrder", {
  fields: (t) => ({
    field: t.field({ type: DealOrderField, required: true }),
    direction: t.field({ type: SortDirection, required: true }),
  }),
});

const DealInput = builder.inputType("DealInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    customerId: t.id({ required: true }),
    stage: t.field({ type: DealStage }),
    valueCents: t.int(),
  }),
});

const DealPatch = builder.inputType("DealPatch", {
  description: "The fields to change; those left out are kept.",
  fields: (t) => ({
    title: t.string(),
    customerId: t.id(),
    stage: t.field({ type: DealStage }),
    valueCents: t.int(),
  }),
});

builder.queryFields((t) => ({
  deals: t.field({
    type: DealConnection,
    args: { ...pageArgs(t.arg), filter: t.arg({ type: DealFilter }), orderBy: t.arg({ type: DealOrder }) },
    resolve: (_root, args, ctx, info) => listDeals(ctx, args, nodeSelection(ctx, info)),
  }),
  deal: t.prismaField({
    type: "Deal",
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getDeal(ctx, id, query),
  }),
}));

builder.mutationFields((t) => ({
  createDeal: t.prismaField({
    type: "Deal",
    args: { input: t.arg({ type: DealInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createDeal(ctx, input, query),
  }),
  updateDeal: t.prismaField({
    type: "Deal",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DealInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateDeal(ctx, id, input, query),
  }),
  patchDeal: t.prismaField({
    type: "Deal",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DealPatch, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => patchDeal(ctx, id, input, query),
  }),
  deleteDeal: t.field({
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteDeal(ctx, id),
  }),
}));
