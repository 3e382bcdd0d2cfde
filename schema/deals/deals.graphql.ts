import { builder } from "#core/builder.ts";
import { connectionType, nodeSelection, pageArgs, SortDirection, filterTreeArg } from "#core/lists/lists.graphql.ts";
import { atMost, limitedList, listLimit } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar, JSONScalar } from "#core/scalars.ts";
import {
  CUSTOM_FIELDS_ANSWER_DESCRIPTION,
  CUSTOM_FIELDS_INPUT_DESCRIPTION,
} from "#schema/custom-fields/custom-field-input.rules.ts";
import { BOARD_ORDER } from "./deal-filter.ts";
import { moveDeal } from "./deal-moves.service.ts";
import { dealPipeline, type PipelineStage } from "./deal-pipeline.service.ts";
import { createDeal, deleteDeal, getDeal, listDeals, patchDeal, updateDeal } from "./deals.service.ts";
import { DEAL_ORDER_FIELDS, DEAL_STAGES, MAX_DEAL_CONTACTS } from "./deals.rules.ts";
import { setDealContactRole } from "./deal-contacts.service.ts";

export const DealStage = builder.enumType("DealStage", { values: DEAL_STAGES });
const DealOrderField = builder.enumType("DealOrderField", {
  values: DEAL_ORDER_FIELDS,
  description: "`stage` orders by the pipeline's stages, then by each deal's place in its board column.",
});

const Deal = builder.prismaObject("Deal", {
  fields: (t) => ({
    id: t.exposeID("id"),
    isSample: t.exposeBoolean("isSample", { description: "A row of the sample CRM a new workspace starts with." }),
    title: t.exposeString("title"),
    stage: t.expose("stage", { type: DealStage }),
    valueCents: t.exposeInt("valueCents"),
    owner: t.relation("owner", { nullable: true, description: "The workspace member working the deal." }),
    expectedCloseAt: t.expose("expectedCloseAt", { type: DateTimeScalar, nullable: true }),
    position: t.exposeFloat("position", {
      description: "The deal's place in its stage's board column, lowest first (only the order means anything).",
    }),
    closedAt: t.expose("closedAt", { type: DateTimeScalar, nullable: true }),
    lostReason: t.exposeString("lostReason", {
      nullable: true,
      description: "Why the deal was lost; null unless lost.",
    }),
    lostNote: t.exposeString("lostNote", { nullable: true, description: "More about why it was lost, in words." }),
    customFields: t.expose("customFields", { type: JSONScalar, description: CUSTOM_FIELDS_ANSWER_DESCRIPTION }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    customer: t.relation("customer", { description: "The primary contact." }),
    company: t.relation("company", { nullable: true, description: "The company the deal is with." }),
    contacts: t.relation("contacts", {
      description: "The deal's other contacts, each with a role, in the order they were added.",
      extensions: atMost(MAX_DEAL_CONTACTS),
      query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    }),
  }),
});

builder.prismaObjectFields("Company", (t) => ({
  deals: t.relation("deals", {
    description: "The company's deals, newest first.",
    ...limitedList(t.arg),
    query: ({ first }) => ({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: listLimit(first) }),
  }),
}));

builder.prismaObject("DealContact", {
  description: "One of a deal's other contacts (its customer is the primary contact), with their role in it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    role: t.exposeString("role", { description: 'Their part in the deal ("Decision maker"); "" when not given.' }),
    customer: t.relation("customer"),
  }),
});

const DealConnection = connectionType("Deal", Deal);

const DealFilter = builder.inputType("DealFilter", {
  fields: (t) => ({
    stage: t.field({ type: DealStage }),
    customerId: t.id(),
    companyId: t.id({ description: "Only the deals with this company." }),
    ownerId: t.id(),
    search: t.string({ description: "Text in the deal's title or its customer's name, company or e-mail." }),
  }),
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
    ownerId: t.id({ description: "A member of the workspace; left out when creating, the creator." }),
    expectedCloseAt: t.field({ type: DateTimeScalar }),
    closedAt: t.field({ type: DateTimeScalar, description: "For a won or lost deal; now when left out." }),
    lostReason: t.string({ description: "For a deal closed as lost: one of the workspace's lost reasons." }),
    lostNote: t.string({ description: "For a deal closed as lost: more about why, in words." }),
    companyId: t.id({ description: "The company the deal is with; null: none." }),
    contactIds: t.idList({
      description:
        "The deal's other contacts (customers), as a set; roles of those that stay are kept. Left out: kept; null or []: none.",
    }),
    customFields: t.field({ type: JSONScalar, description: CUSTOM_FIELDS_INPUT_DESCRIPTION }),
  }),
});

const DealPatch = builder.inputType("DealPatch", {
  description: "The fields to change; those left out are kept.",
  fields: (t) => ({
    title: t.string(),
    customerId: t.id(),
    stage: t.field({ type: DealStage }),
    valueCents: t.int(),
    ownerId: t.id(),
    expectedCloseAt: t.field({ type: DateTimeScalar }),
    closedAt: t.field({ type: DateTimeScalar }),
    lostReason: t.string({ description: "For a deal closed as lost: one of the workspace's lost reasons." }),
    lostNote: t.string({ description: "For a deal closed as lost: more about why, in words." }),
    companyId: t.id({ description: "The company the deal is with; null: none." }),
    contactIds: t.idList({
      description:
        "The deal's other contacts (customers), as a set; roles of those that stay are kept. Left out: kept; null or []: none.",
    }),
    customFields: t.field({ type: JSONScalar, description: CUSTOM_FIELDS_INPUT_DESCRIPTION }),
  }),
});

const DealMoveInput = builder.inputType("DealMoveInput", {
  fields: (t) => ({
    stage: t.field({ type: DealStage, required: true }),
    afterId: t.id({ description: "The deal of that stage to place it right below; at the top when left out." }),
    closedAt: t.field({ type: DateTimeScalar, description: "Required when the move closes the deal as won or lost." }),
    lostReason: t.string({ description: "For a deal closed as lost: one of the workspace's lost reasons." }),
    lostNote: t.string({ description: "For a deal closed as lost: more about why, in words." }),
  }),
});

const DealPipelineStage = builder.objectRef<PipelineStage>("DealPipelineStage").implement({
  description: "One column of the deals board.",
  fields: (t) => ({
    stage: t.expose("stage", { type: DealStage }),
    count: t.exposeInt("count"),
    totalValueCents: t.exposeFloat("totalValueCents", {
      description: "The column's deals' values added up, in cents (a Float: a large pipeline exceeds Int).",
    }),
    deals: t.field({
      type: DealConnection,
      description: "The column's deals, top first.",
      args: { first: t.arg.int(), after: t.arg.string() },
      resolve: (column, args, ctx, info) =>
        listDeals(ctx, { ...args, filter: column.filter, orderBy: BOARD_ORDER }, nodeSelection(ctx, info)),
    }),
  }),
});

builder.queryFields((t) => ({
  deals: t.field({
    type: DealConnection,
    args: {
      ...pageArgs(t.arg),
      filter: t.arg({ type: DealFilter }),
      ...filterTreeArg(t.arg),
      orderBy: t.arg({ type: DealOrder }),
    },
    resolve: (_root, args, ctx, info) => listDeals(ctx, args, nodeSelection(ctx, info)),
  }),
  deal: t.prismaField({
    type: "Deal",
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getDeal(ctx, id, query),
  }),
  dealPipeline: t.field({
    type: [DealPipelineStage],
    description: "The deals board: every stage in pipeline order, with what the filter keeps there.",
    args: { filter: t.arg({ type: DealFilter }) },
    extensions: atMost(DEAL_STAGES.length),
    resolve: (_root, args, ctx) => dealPipeline(ctx, args),
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
  moveDeal: t.prismaField({
    type: "Deal",
    description: "Moves a deal on the board: into a stage, right below one of its deals or at the top.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DealMoveInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => moveDeal(ctx, id, input, query),
  }),
  setDealContactRole: t.prismaField({
    type: "DealContact",
    description:
      'Sets a person\'s role in a deal, adding them to its other contacts when they are not one yet; "" or null clears the role.',
    args: {
      dealId: t.arg.id({ required: true }),
      customerId: t.arg.id({ required: true }),
      role: t.arg.string(),
    },
    resolve: (query, _root, { dealId, customerId, role }, ctx) =>
      setDealContactRole(ctx, dealId, customerId, { role }, query),
  }),
  deleteDeal: t.field({
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteDeal(ctx, id),
  }),
}));
