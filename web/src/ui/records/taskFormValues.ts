import type { TaskFieldsFragment, TaskInput, TaskPriority } from "#web/graphql/generated/graphql.ts";
import type { CompanyChoice } from "./CompanyPicker.tsx";
import type { CustomerChoice } from "./CustomerPicker.tsx";
import { dueDateToIso, isoToDueDate, isoToDueTime } from "./dueDate.ts";

export type TaskFormValues = {
  title: string;
  description?: string;
  /** A calendar day from the date input, "2026-03-15". */
  dueDate?: string;
  /** An optional time of that day from the time input, "14:30"; empty: due by the end of the day. */
  dueTime?: string;
  priority: TaskPriority;
  assigneeId?: string | null;
  customer?: CustomerChoice | null;
  company?: CompanyChoice | null;
};

/** Who a new task goes to unless changed: whoever creates it. */
export type NewTaskDefaults = { assigneeId?: string | null };

/**
 * The form's starting values: the task's when editing, otherwise a medium-priority blank task
 * assigned to whoever creates it.
 */
export function taskFormValues(
  task?: TaskFieldsFragment | null,
  defaults: NewTaskDefaults = {},
): Partial<TaskFormValues> {
  if (!task) return { priority: "medium", ...(defaults.assigneeId ? { assigneeId: defaults.assigneeId } : {}) };
  return {
    title: task.title,
    description: task.description,
    dueDate: isoToDueDate(task.dueAt),
    dueTime: isoToDueTime(task.dueAt),
    priority: task.priority,
    assigneeId: task.assignee?.id ?? null,
    customer: task.customer ? { value: task.customer.id, label: task.customer.name } : null,
    company: task.company ? { value: task.company.id, label: task.company.name } : null,
  };
}

/** The server's input for the form's values, trimmed; empty fields clear the task's. */
export function taskInput(values: TaskFormValues): TaskInput {
  return {
    title: values.title.trim(),
    description: values.description?.trim() ?? "",
    dueAt: dueDateToIso(values.dueDate, values.dueTime),
    priority: values.priority,
    assigneeId: values.assigneeId ?? null,
    customerId: values.customer?.value ?? null,
    companyId: values.company?.value ?? null,
  };
}
