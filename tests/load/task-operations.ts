import type { TaskApiJson } from "#schema/tasks/tasks.api.ts";
import {
  CreateTaskDocument,
  DeleteTaskDocument,
  SetTaskCompletedDocument,
  TasksDocument,
  type TaskFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { acknowledge, checkLabels, checkUsernames, checkWorkspaceIds } from "./answer-checks.ts";
import type { TaskFields } from "./expected-rows.ts";
import { belowCap, hasOwn, ownCustomerOrNone, ownId, type Operation, type RestList } from "./operation.ts";
import { newTask } from "./row-values.ts";

/** A task as GraphQL shows one, in the model's terms. */
const taskFields = (task: TaskFieldsFragment) => ({
  ...task,
  customerId: task.customer?.id ?? null,
  assigneeId: task.assignee?.id ?? null,
});

export const taskOperations: Operation[] = [
  {
    name: "GraphQL Tasks",
    weight: 5,
    async run(client) {
      const status = client.pick(["pending", "completed", null] as const);
      const data = await client.graphql(TasksDocument, {
        first: 20,
        filter: status ? { status } : null,
        orderBy: { field: "dueAt", direction: "asc" },
      });
      if (!data) return;
      const tasks = data.tasks.edges.map((edge) => edge.node);
      checkLabels(client, this.name, [...tasks.map((task) => task.title), ...tasks.map((task) => task.customer?.name)]);
      checkUsernames(
        client,
        this.name,
        tasks.map((task) => task.assignee?.username),
      );
    },
  },
  {
    name: "REST GET /api/tasks",
    weight: 4,
    async run(client) {
      const list = await client.rest<RestList<TaskApiJson>>(this.name, "GET", "/api/tasks?limit=20&status=pending");
      if (!list) return;
      checkWorkspaceIds(client, this.name, list.data);
      checkLabels(
        client,
        this.name,
        list.data.map((task) => task.title),
      );
    },
  },
  {
    name: "GraphQL CreateTask",
    weight: 3,
    ready: belowCap("tasks"),
    async run(client) {
      const { completed: _new, ...input } = newTask(client, ownCustomerOrNone(client));
      const data = await client.graphql(CreateTaskDocument, { input });
      acknowledge(client, this.name, "tasks", { ...input, completed: false }, data && taskFields(data.createTask));
    },
  },
  {
    name: "REST POST /api/tasks",
    weight: 3,
    ready: belowCap("tasks"),
    async run(client) {
      const { completed: _new, ...body } = newTask(client, ownCustomerOrNone(client));
      const answer = await client.rest<TaskApiJson>(this.name, "POST", "/api/tasks", body);
      acknowledge(client, this.name, "tasks", { ...body, completed: false }, answer);
    },
  },
  {
    name: "GraphQL SetTaskCompleted",
    weight: 3,
    ready: hasOwn("tasks"),
    async run(client) {
      const id = ownId(client, "tasks");
      const task = client.rows.tasks.get(id) as TaskFields;
      const data = await client.graphql(SetTaskCompletedDocument, { id, completed: !task.completed });
      if (!data) return;
      if (data.setTaskCompleted.completed === task.completed) {
        client.fail("wrong answer", this.name, `task ${id} still has completed: ${task.completed}`);
      }
      client.rows.set("tasks", id, { ...task, completed: !task.completed });
    },
  },
  {
    name: "REST PATCH /api/tasks/:id",
    weight: 2,
    ready: hasOwn("tasks"),
    async run(client) {
      const id = ownId(client, "tasks");
      const fields = { ...(client.rows.tasks.get(id) as TaskFields) };
      fields.completed = !fields.completed;
      fields.priority = client.pick(["high", "medium", "low"] as const) ?? "medium";
      const { completed, priority } = fields;
      const answer = await client.rest<TaskApiJson>(this.name, "PATCH", `/api/tasks/${id}`, { completed, priority });
      acknowledge(client, this.name, "tasks", fields, answer);
    },
  },
  {
    name: "GraphQL DeleteTask",
    weight: 1,
    ready: hasOwn("tasks"),
    async run(client) {
      const id = ownId(client, "tasks");
      if (await client.graphql(DeleteTaskDocument, { id })) client.rows.delete("tasks", id);
    },
  },
  {
    name: "REST DELETE /api/tasks/:id",
    weight: 1,
    ready: hasOwn("tasks"),
    async run(client) {
      const id = ownId(client, "tasks");
      if (await client.rest<{ id: string }>(this.name, "DELETE", `/api/tasks/${id}`)) client.rows.delete("tasks", id);
    },
  },
];
