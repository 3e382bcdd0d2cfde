import type { Task } from "../../prisma/generated/prisma/client.ts";

/** A task as the REST API and webhooks show one: the `completed` flag the screens use, next to the completion time. */
export function taskApiJson(task: Task) {
  return { ...task, completed: task.completedAt !== null };
}
