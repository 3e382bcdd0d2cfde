import { z } from "zod";
import { listOrder } from "#core/lists/list-order.rules.ts";
import { filterId, optionalDate, optionalField, optionalId, requiredText } from "#core/text.rules.ts";
import { customFieldsInput } from "#schema/custom-fields/custom-field-input.rules.ts";

// Task rules, shared by the service and the web's task dialog (no server imports here).

export const TASK_PRIORITIES = ["high", "medium", "low"] as const;
export const TASK_STATUSES = ["pending", "completed"] as const;
export const TASK_ORDER_FIELDS = ["dueAt", "priority", "createdAt"] as const;

export const taskInput = z.object(
  {
    title: requiredText("Title", 200),
    description: optionalField("Description", 5000),
    dueAt: optionalDate("Due date"),
    priority: z.enum(TASK_PRIORITIES, { error: "Priority must be high, medium or low" }).optional(),
    assigneeId: optionalId("Assignee"),
    customerId: optionalId("Customer"),
    companyId: optionalId("Company"),
    customFields: customFieldsInput,
  },
  { error: "Task details are required" },
);

/** An update that changes only the fields it gives; `completed` completes or reopens the task. */
export const taskPatch = taskInput.partial().extend({
  completed: z.boolean({ error: "Completed must be true or false" }).optional(),
});

export const taskFilter = z
  .object({
    status: z.enum(TASK_STATUSES, { error: "Status must be pending or completed" }).nullish(),
    priority: z.enum(TASK_PRIORITIES, { error: "Priority must be high, medium or low" }).nullish(),
    customerId: filterId("Customer not found"),
    companyId: filterId("Company not found"),
    /** "My tasks": the screen sends the viewer's own id. */
    assigneeId: filterId("Assignee not found"),
    /** Due on or after this moment ("Due today": the start of the viewer's day). */
    dueFrom: optionalDate("Due from"),
    /** Due before this moment ("Due today": the start of the viewer's next day). */
    dueBefore: optionalDate("Due before"),
  })
  .nullish();

export const taskOrder = listOrder(TASK_ORDER_FIELDS);

export type TaskListOrder = NonNullable<z.infer<typeof taskOrder>>;
