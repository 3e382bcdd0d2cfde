import type { TaskFilter, TaskPriority, TaskStatus } from "#web/graphql/generated/graphql.ts";
import { TASK_PRIORITIES } from "#web/ui/records/taskPriority.ts";

export type StatusChoice = TaskStatus | "all";
export type PriorityChoice = TaskPriority | "all";

/** What the screen's filters show; "all" (or false) is the absence of the filter. */
export type TaskListFilters = {
  status: StatusChoice;
  priority: PriorityChoice;
  /** "My tasks": only those assigned to the viewer (?mine=1). */
  mine: boolean;
  /** "Due today": only those due on the viewer's calendar day (?due=today). */
  dueToday: boolean;
};

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

/** The filters a link or reload asks for (?status=pending&priority=high&mine=1&due=today); anything unknown shows all. */
export function filtersFromSearchParams(params: URLSearchParams): TaskListFilters {
  return {
    status: choiceOf(STATUS_CHOICES, params.get("status")),
    priority: choiceOf(PRIORITY_CHOICES, params.get("priority")),
    mine: params.get("mine") === "1",
    dueToday: params.get("due") === "today",
  };
}

/** The query string for the filters, leaving out the ones showing all; other parameters stay. */
export function withFilters(params: URLSearchParams, filters: TaskListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["status", "priority"] as const) {
    if (filters[key] === "all") next.delete(key);
    else next.set(key, filters[key]);
  }
  if (filters.mine) next.set("mine", "1");
  else next.delete("mine");
  if (filters.dueToday) next.set("due", "today");
  else next.delete("due");
  return next;
}

/** What the server's filter needs beyond the choices: whose tasks "mine" are, and when "today" is. */
export type TaskFilterContext = { viewerId: string | null; now?: Date };

/** The server's filter for the screen's choices ("Due today": from the viewer's midnight to the next). */
export function taskFilter(
  { status, priority, mine, dueToday }: TaskListFilters,
  { viewerId, now = new Date() }: TaskFilterContext,
): TaskFilter {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return {
    status: status === "all" ? null : status,
    priority: priority === "all" ? null : priority,
    assigneeId: mine ? viewerId : null,
    dueFrom: dueToday ? start.toISOString() : null,
    dueBefore: dueToday ? end.toISOString() : null,
  };
}
