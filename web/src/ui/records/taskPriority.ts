import type { TaskPriority } from "#web/graphql/generated/graphql.ts";

export const TASK_PRIORITIES: ReadonlyArray<{ value: TaskPriority; label: string; color: string }> = [
  { value: "high", label: "High", color: "red" },
  { value: "medium", label: "Medium", color: "gold" },
  { value: "low", label: "Low", color: "default" },
];

export function taskPriorityDetails(priority: TaskPriority) {
  return (
    TASK_PRIORITIES.find((entry) => entry.value === priority) ?? { value: priority, label: priority, color: "default" }
  );
}
