import { builder } from "../builder.ts";
import { DeletePayload } from "../payloads.graphql.ts";
import { DateTimeScalar } from "../scalars.ts";
import { createDeal, deleteDeal, updateDeal } from "./deals.service.ts";
import { DEAL_STAGES } from "./deals.rules.ts";

export const DealStage = builder.enumType("DealStage", { values: DEAL_STAGES });

builder.prismaObject("Deal", {
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

const DealInput = builder.inputType("DealInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    customerId: t.id({ required: true }),
    stage: t.field({ type: DealStage }),
    valueCents: t.int(),
  }),
});

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
  deleteDeal: t.field({
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteDeal(ctx, id),
  }),
}));
