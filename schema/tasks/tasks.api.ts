import { z } from "zod";
import type { Task } from "#prisma/generated/prisma/client.ts";
import { apiId, apiTime, toApiTime } from "#core/api/api-types.ts";
import { customFieldsAnswer } from "#schema/custom-fields/custom-field-input.rules.ts";
import { TASK_PRIORITIES } from "./tasks.rules.ts";

/** A task as the REST API and webhooks show one: the `completed` flag the screens use, next to the completion time. */
export const taskApiSchema = z
  .strictObject({
    id: apiId,
    workspaceId: apiId,
    title: z.string(),
    description: z.string(),
    dueAt: apiTime.nullable(),
    priority: z.enum(TASK_PRIORITIES),
    completed: z.boolean(),
    completedAt: apiTime.nullable().meta({ description: "When the task was first completed; null while pending." }),
    assigneeId: apiId.nullable(),
    customerId: apiId.nullable(),
    companyId: apiId.nullable().meta({ description: "The company it is about; null: none." }),
    isSample: z.boolean(),
    customFields: customFieldsAnswer,
    createdAt: apiTime,
    updatedAt: apiTime,
  })
  .meta({ title: "Task" });

export type TaskApiJson = z.infer<typeof taskApiSchema>;

export function taskApiJson(task: Task): TaskApiJson {
  return {
    id: task.id,
    workspaceId: task.workspaceId,
    title: task.title,
    description: task.description,
    dueAt: toApiTime(task.dueAt),
    priority: task.priority,
    completed: task.completedAt !== null,
    completedAt: toApiTime(task.completedAt),
    assigneeId: task.assigneeId,
    customerId: task.customerId,
    companyId: task.companyId,
    isSample: task.isSample,
    customFields: (task.customFields ?? {}) as Record<string, unknown>,
    createdAt: toApiTime(task.createdAt),
    updatedAt: toApiTime(task.updatedAt),
  };
}

export const taskApiExample: TaskApiJson = {
  id: "0194f3c1-2a3b-7c4d-9e5f-6a7b8c9d0e03",
  workspaceId: "0194f3a0-11aa-7c00-8d00-6f5e4d3c2b1a",
  title: "Send the revised proposal",
  description: "Include the maintenance options.",
  dueAt: "2026-11-28T12:00:00.000Z",
  priority: "high",
  completed: false,
  completedAt: null,
  assigneeId: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e6f",
  customerId: "0194f3a2-5c1e-7d40-9b7a-3c2e8f1a6b01",
  companyId: "0194f3a1-2b3c-7d40-8e5f-6a7b8c9d0e01",
  isSample: false,
  customFields: { effort: "small" },
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};
