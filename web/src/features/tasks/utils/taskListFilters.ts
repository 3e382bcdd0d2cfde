import type { TaskFilter, TaskPriority, TaskStatus } from "#web/graphql/generated/graphql.ts";
import { TASK_PRIORITIES } from "#web/ui/records/taskPriority.ts";

export type StatusChoice = TaskStatus | "all";
export type PriorityChoice = TaskPriority | "all";

/** What the screen's two filters show; "all" is the absence of the filter. */
export type TaskListFilters = { status: StatusChoice; priority: PriorityChoice };

export const STATUS_CHOICES: ReadonlyArray<{ value: StatusChoice; label: string }> = [
  { value: "all", label: "All Tasks" },
  { value: "pending", label: "Pending" },
  { value: "completed", label: "Completed" },
];

export const PRIORITY_CHOICES: ReadonlyArray<{ value: PriorityChoice; label: string }> = [
  { value: "all", label: "All" },
  ...TASK_PRIORITIES.map(({ value, label }) => ({ value, label })),
];

function choiceOf<Value extends string>(choices: ReadonlyArray<{ value: Value }>, raw: string | null): Value | "all" {
  return choices.find((choice) => choice.value === raw)?.value ?? "all";
}

/** The filters a link or reload asks for (?status=pending&priority=high); anything unknown shows all. */
export function filtersFromSearchParams(params: URLSearchParams): TaskListFilters {
  return {
    status: choiceOf(STATUS_CHOICES, params.get("status")),
    priority: choiceOf(PRIORITY_CHOICES, params.get("priority")),
  };
}

/** The query string for the filters, leaving out the ones showing all; other parameters stay. */
export function withFilters(params: URLSearchParams, filters: TaskListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["status", "priority"] as const) {
    if (filters[key] === "all") next.delete(key);
    else next.set(key, filters[key]);
  }
  return next;
}

/** The server's filter for the screen's choices. */
export function taskFilter({ status, priority }: TaskListFilters): TaskFilter {
  return { status: status === "all" ? null : status, priority: priority === "all" ? null : priority };
}
