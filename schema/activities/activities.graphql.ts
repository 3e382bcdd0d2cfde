import { builder } from "#core/builder.ts";
import { connectionType, nodeSelection, pageArgs, filterTreeArg } from "#core/lists/lists.graphql.ts";
import { limitedList, listLimit } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import {
  createActivity,
  deleteActivity,
  getActivity,
  listActivities,
  patchActivity,
  updateActivity,
} from "./activities.service.ts";
import { ACTIVITY_KINDS, ACTIVITY_TYPES } from "./activities.rules.ts";

const ActivityType = builder.enumType("ActivityType", { values: ACTIVITY_TYPES });
const ActivityKind = builder.enumType("ActivityKind", {
  description: "user: logged by a person; system: written by the app (a deal's stage change), not editable.",
  values: ACTIVITY_KINDS,
});

export const Activity = builder.prismaObject("Activity", {
  fields: (t) => ({
    id: t.exposeID("id"),
    isSample: t.exposeBoolean("isSample", { description: "A row of the sample CRM a new workspace starts with." }),
    type: t.expose("type", { type: ActivityType }),
    kind: t.expose("kind", { type: ActivityKind }),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    occurredAt: t.expose("occurredAt", { type: DateTimeScalar }),
    customer: t.relation("customer", { nullable: true }),
    company: t.relation("company", { nullable: true, description: "A company the activity was with." }),
    author: t.relation("author", { nullable: true }),
  }),
});

const ActivityConnection = connectionType("Activity", Activity);

builder.prismaObjectFields("Company", (t) => ({
  activities: t.relation("activities", {
    description: "The activities with the company, newest first.",
    ...limitedList(t.arg),
    query: ({ first }) => ({ orderBy: [{ occurredAt: "desc" }, { id: "desc" }], take: listLimit(first) }),
  }),
}));

const ActivityFilter = builder.inputType("ActivityFilter", {
  fields: (t) => ({
    type: t.field({ type: ActivityType }),
    customerId: t.id(),
    companyId: t.id({ description: "Only the activities with this company." }),
  }),
});

const ActivityInput = builder.inputType("ActivityInput", {
  fields: (t) => ({
    type: t.field({ type: ActivityType, required: true }),
    title: t.string({ required: true }),
    description: t.string(),
    occurredAt: t.field({ type: DateTimeScalar }),
    customerId: t.id(),
    companyId: t.id({ description: "A company the activity was with; null: none." }),
  }),
});

const ActivityPatch = builder.inputType("ActivityPatch", {
  description: "The fields to change; those left out are kept.",
  fields: (t) => ({
    type: t.field({ type: ActivityType }),
    title: t.string(),
    description: t.string(),
    occurredAt: t.field({ type: DateTimeScalar }),
    customerId: t.id(),
    companyId: t.id({ description: "A company the activity was with; null: none." }),
  }),
});

builder.queryFields((t) => ({
  activity: t.prismaField({
    type: "Activity",
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getActivity(ctx, id, query),
  }),
  activities: t.field({
    type: ActivityConnection,
    args: { ...pageArgs(t.arg), filter: t.arg({ type: ActivityFilter }), ...filterTreeArg(t.arg) },
    resolve: (_root, args, ctx, info) => listActivities(ctx, args, nodeSelection(ctx, info)),
  }),
}));

builder.mutationFields((t) => ({
  createActivity: t.prismaField({
    type: "Activity",
    args: { input: t.arg({ type: ActivityInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createActivity(ctx, input, query),
  }),
  updateActivity: t.prismaField({
    type: "Activity",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ActivityInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateActivity(ctx, id, input, query),
  }),
  patchActivity: t.prismaField({
    type: "Activity",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ActivityPatch, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => patchActivity(ctx, id, input, query),
  }),
  deleteActivity: t.field({
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteActivity(ctx, id),
  }),
}));
