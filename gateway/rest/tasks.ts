import { z } from "zod";
import { companyApiExample } from "#schema/companies/companies.api.ts";
import { assertCompanyFound, COMPANY_NOT_FOUND } from "#schema/companies/companies.service.ts";
import { customerApiExample } from "#schema/customers/customers.api.ts";
import { CUSTOMER_NOT_FOUND } from "#schema/customers/customers.service.ts";
import { exportTasks } from "#schema/tasks/tasks.export.ts";
import { taskApiExample, taskApiJson, taskApiSchema } from "#schema/tasks/tasks.api.ts";
import { TASK_ORDER_FIELDS, taskFilter, taskInput, taskPatch } from "#schema/tasks/tasks.rules.ts";
import {
  createTask,
  deleteTask,
  getTask,
  listCustomerTasks,
  listTasks,
  patchTask,
  TASK_NOT_FOUND,
} from "#schema/tasks/tasks.service.ts";
import { companyIdParam, deletedSchema, idParam } from "./answers.ts";
import { download } from "./download.ts";
import {
  filterParam,
  listAnswer,
  pageParams,
  restListInput,
  sortParam,
  toListResponse,
  withRestNames,
} from "./list-params.ts";
import { created, defineRoute, ok } from "./route.ts";

// The query declarations are for the OpenAPI document only: the service checks the query, once, with its
// list input (tasks.list.rules.ts).
const filters = taskFilter.unwrap().unwrap().shape;
const status = filterParam(filters.status, "pending or completed tasks only.");
const priority = filterParam(filters.priority, "Only tasks of this priority.");
const customerId = filterParam(filters.customerId, "Only this customer's tasks.");
const companyId = companyIdParam("tasks");
const assigneeId = filterParam(filters.assigneeId, "Only this member's tasks.");
const dueFrom = z.iso.datetime().optional().meta({ description: "Only tasks due at or after this moment." });
const dueBefore = z.iso.datetime().optional().meta({ description: "Only tasks due before this moment." });
const sort = sortParam(TASK_ORDER_FIELDS);
const taskAnswer = { schema: taskApiSchema, example: taskApiExample };
const taskList = listAnswer("A page of tasks.", taskAnswer);
const id = idParam("task", taskApiExample);

/** The list's own filters, by their query parameter names (the service's `filter` fields). */
const TASK_FILTER_NAMES = [
  "status",
  "priority",
  "customerId",
  "companyId",
  "assigneeId",
  "dueFrom",
  "dueBefore",
] as const;
const CUSTOMER_TASK_FILTER_NAMES = ["status", "priority", "assigneeId", "dueFrom", "dueBefore"] as const;

export const taskRoutes = [
  defineRoute({
    method: "get",
    path: "/tasks",
    operationId: "listTasks",
    tag: "Tasks",
    summary: "List tasks",
    description:
      "A page of the workspace's tasks, soonest due first unless sorted; tasks without a due date come last.",
    access: "workspace",
    query: z.object({ ...pageParams, status, priority, customerId, companyId, assigneeId, dueFrom, dueBefore, sort }),
    queryCheckedBy: "service",
    answer: taskList,
    errors: { 400: "Priority must be high, medium or low" },
    handler: async ({ ctx, query }) => {
      const input = restListInput(query, TASK_FILTER_NAMES);
      const connection = await withRestNames(query, () => listTasks(ctx, input));
      return ok(await toListResponse(connection, taskApiJson));
    },
  }),
  defineRoute({
    method: "get",
    path: "/tasks/export.csv",
    operationId: "exportTasks",
    tag: "Tasks",
    summary: "Export tasks as CSV",
    description: "The list as filtered and sorted, every row, streamed as a CSV download.",
    access: "workspace",
    query: z.object({ status, priority, customerId, companyId, assigneeId, dueFrom, dueBefore, sort }),
    queryCheckedBy: "service",
    answer: {
      status: 200,
      description: "A CSV file, one task a line after the header.",
      mediaType: "text/csv",
      schema: z.string(),
      example:
        "Title,Description,Priority,Due,Completed,Customer,Created\r\nSend the revised proposal,,high,2026-11-28T12:00:00.000Z,,Ada Lovelace,2026-11-20T09:00:00.000Z\r\n",
    },
    handler: async ({ ctx, query }) => {
      const { filter, orderBy } = restListInput(query, TASK_FILTER_NAMES);
      return download("csv", await withRestNames(query, async () => exportTasks(ctx, { filter, orderBy })));
    },
  }),
  defineRoute({
    method: "get",
    path: "/customers/:id/tasks",
    operationId: "listCustomerTasks",
    tag: "Tasks",
    summary: "List a customer's tasks",
    description: "The customer's tasks, filtered and sorted as the tasks list.",
    access: "workspace",
    params: idParam("customer", customerApiExample),
    query: z.object({ ...pageParams, status, priority, assigneeId, dueFrom, dueBefore, sort }),
    queryCheckedBy: "service",
    answer: taskList,
    errors: { 400: "Status must be pending or completed", 404: CUSTOMER_NOT_FOUND },
    handler: async ({ ctx, params, query }) => {
      const input = restListInput(query, CUSTOMER_TASK_FILTER_NAMES);
      const connection = await withRestNames(query, () => listCustomerTasks(ctx, String(params.id), input));
      return ok(await toListResponse(connection, taskApiJson));
    },
  }),
  defineRoute({
    method: "get",
    path: "/companies/:id/tasks",
    operationId: "listCompanyTasks",
    tag: "Tasks",
    summary: "List a company's tasks",
    description: "The tasks about the company, filtered and sorted as the tasks list.",
    access: "workspace",
    params: idParam("company", companyApiExample),
    query: z.object({ ...pageParams, status, priority, assigneeId, dueFrom, dueBefore, sort }),
    queryCheckedBy: "service",
    answer: taskList,
    errors: { 400: "Status must be pending or completed", 404: COMPANY_NOT_FOUND },
    handler: async ({ ctx, params, query }) => {
      const company = String(params.id);
      await assertCompanyFound(ctx, company);
      const input = restListInput(query, CUSTOMER_TASK_FILTER_NAMES);
      const filter = { ...input.filter, companyId: company };
      const connection = await withRestNames(query, () => listTasks(ctx, { ...input, filter }));
      return ok(await toListResponse(connection, taskApiJson));
    },
  }),
  defineRoute({
    method: "post",
    path: "/tasks",
    operationId: "createTask",
    tag: "Tasks",
    summary: "Create a task",
    description:
      "A task, optionally due at a time, for a customer and assigned to a member (who is mailed); without an assigneeId it is assigned to whoever creates it (null leaves it unassigned).",
    access: "workspace",
    body: taskInput,
    answer: { status: 201, description: "The new task.", ...taskAnswer },
    handler: async ({ ctx, body }) => created(taskApiJson(await createTask(ctx, body))),
  }),
  defineRoute({
    method: "get",
    path: "/tasks/:id",
    operationId: "getTask",
    tag: "Tasks",
    summary: "Read a task",
    description: "One task of the workspace.",
    access: "workspace",
    params: id,
    answer: { status: 200, description: "The task.", ...taskAnswer },
    errors: { 404: TASK_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(taskApiJson(await getTask(ctx, String(params.id)))),
  }),
  defineRoute({
    method: "patch",
    path: "/tasks/:id",
    operationId: "updateTask",
    tag: "Tasks",
    summary: "Update a task",
    description:
      "Changes the fields given; the rest are kept. `completed: true` completes the task (keeping the first completion time), `false` reopens it.",
    access: "workspace",
    params: id,
    body: taskPatch,
    answer: { status: 200, description: "The updated task.", ...taskAnswer },
    errors: { 400: "Completed must be true or false", 404: TASK_NOT_FOUND },
    handler: async ({ ctx, params, body }) => ok(taskApiJson(await patchTask(ctx, String(params.id), body))),
  }),
  defineRoute({
    method: "delete",
    path: "/tasks/:id",
    operationId: "deleteTask",
    tag: "Tasks",
    summary: "Delete a task",
    description: "Deletes the task.",
    access: "workspace",
    params: id,
    answer: {
      status: 200,
      description: "The deleted task's id.",
      schema: deletedSchema,
      example: { id: taskApiExample.id },
    },
    errors: { 404: TASK_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(await deleteTask(ctx, String(params.id))),
  }),
];
