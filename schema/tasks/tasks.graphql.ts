import { builder } from "#core/builder.ts";
import { connectionType, nodeSelection, pageArgs, SortDirection, filterTreeArg } from "#core/lists/lists.graphql.ts";
import { limitedList, listLimit } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar, JSONScalar } from "#core/scalars.ts";
import {
  CUSTOM_FIELDS_ANSWER_DESCRIPTION,
  CUSTOM_FIELDS_INPUT_DESCRIPTION,
} from "#schema/custom-fields/custom-field-input.rules.ts";
import {
  createTask,
  deleteTask,
  getTask,
  listTasks,
  patchTask,
  setTaskCompleted,
  updateTask,
} from "./tasks.service.ts";
import { TASK_ORDER_FIELDS, TASK_PRIORITIES, TASK_STATUSES } from "./tasks.rules.ts";

const TaskPriority = builder.enumType("TaskPriority", { values: TASK_PRIORITIES });
const TaskStatus = builder.enumType("TaskStatus", { values: TASK_STATUSES });
const TaskOrderField = builder.enumType("TaskOrderField", { values: TASK_ORDER_FIELDS });

const Task = builder.prismaObject("Task", {
  fields: (t) => ({
    id: t.exposeID("id"),
    isSample: t.exposeBoolean("isSample", { description: "A row of the sample CRM a new workspace starts with." }),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    dueAt: t.expose("dueAt", { type: DateTimeScalar, nullable: true }),
    priority: t.expose("priority", { type: TaskPriority }),
    completed: t.boolean({ resolve: (task) => task.completedAt !== null }),
    completedAt: t.expose("completedAt", { type: DateTimeScalar, nullable: true }),
    customFields: t.expose("customFields", { type: JSONScalar, description: CUSTOM_FIELDS_ANSWER_DESCRIPTION }),
    assignee: t.relation("assignee", { nullable: true }),
    customer: t.relation("customer", { nullable: true }),
    company: t.relation("company", { nullable: true, description: "A company the task is about." }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
  }),
});

const TaskConnection = connectionType("Task", Task);

builder.prismaObjectFields("Company", (t) => ({
  tasks: t.relation("tasks", {
    description: "The tasks about the company: open ones first, soonest due first; then the completed, latest first.",
    ...limitedList(t.arg),
    query: ({ first }) => ({
      orderBy: [
        { completedAt: { sort: "desc", nulls: "first" } },
        { dueAt: { sort: "asc", nulls: "last" } },
        { id: "asc" },
      ],
      take: listLimit(first),
    }),
  }),
}));

const TaskFilter = builder.inputType("TaskFilter", {
  fields: (t) => ({
    status: t.field({ type: TaskStatus }),
    priority: t.field({ type: TaskPriority }),
    customerId: t.id(),
    companyId: t.id({ description: "Only the tasks about this company." }),
    assigneeId: t.id({ description: "Only this member's tasks (My tasks: the viewer's id)." }),
    dueFrom: t.field({ type: DateTimeScalar, description: "Due at or after this moment." }),
    dueBefore: t.field({ type: DateTimeScalar, description: "Due before this moment." }),
  }),
});

const TaskOrder = builder.inputType("TaskOrder", {
  fields: (t) => ({
    field: t.field({ type: TaskOrderField, required: true }),
    direction: t.field({ type: SortDirection, required: true }),
  }),
});

const TaskInput = builder.inputType("TaskInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    dueAt: t.field({ type: DateTimeScalar }),
    priority: t.field({ type: TaskPriority }),
    assigneeId: t.id({
      description: "Left out: on create whoever creates the task, on update the current one; null: unassigned.",
    }),
    customerId: t.id(),
    companyId: t.id({ description: "A company the task is about; null: none." }),
    customFields: t.field({ type: JSONScalar, description: CUSTOM_FIELDS_INPUT_DESCRIPTION }),
  }),
});

const TaskPatch = builder.inputType("TaskPatch", {
  description: "The fields to change; those left out are kept.",
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    dueAt: t.field({ type: DateTimeScalar }),
    priority: t.field({ type: TaskPriority }),
    assigneeId: t.id(),
    customerId: t.id(),
    companyId: t.id(),
    completed: t.boolean(),
    customFields: t.field({ type: JSONScalar, description: CUSTOM_FIELDS_INPUT_DESCRIPTION }),
  }),
});

builder.queryFields((t) => ({
  task: t.prismaField({
    type: "Task",
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getTask(ctx, id, query),
  }),
  tasks: t.field({
    type: TaskConnection,
    args: {
      ...pageArgs(t.arg),
      filter: t.arg({ type: TaskFilter }),
      ...filterTreeArg(t.arg),
      orderBy: t.arg({ type: TaskOrder }),
    },
    resolve: (_root, args, ctx, info) => listTasks(ctx, args, nodeSelection(ctx, info)),
  }),
}));

builder.mutationFields((t) => ({
  createTask: t.prismaField({
    type: "Task",
    args: { input: t.arg({ type: TaskInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createTask(ctx, input, query),
  }),
  updateTask: t.prismaField({
    type: "Task",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TaskInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateTask(ctx, id, input, query),
  }),
  patchTask: t.prismaField({
    type: "Task",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TaskPatch, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => patchTask(ctx, id, input, query),
  }),
  setTaskCompleted: t.prismaField({
    type: "Task",
    args: { id: t.arg.id({ required: true }), completed: t.arg.boolean({ required: true }) },
    resolve: (query, _root, { id, completed }, ctx) => setTaskCompleted(ctx, id, completed, query),
  }),
  deleteTask: t.field({
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteTask(ctx, id),
  }),
}));
