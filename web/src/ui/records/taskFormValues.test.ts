import { describe, expect, it } from "vitest";
import type { TaskFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { dueDateToIso } from "./dueDate.ts";
import { taskFormValues, taskInput } from "./taskFormValues.ts";

const task: TaskFieldsFragment = {
  id: "t1",
  isSample: false,
  title: "Call Sarah",
  description: "About the renewal",
  dueAt: dueDateToIso("2026-03-15"),
  priority: "high",
  completed: false,
  assignee: { id: "u1", username: "ann" },
  customer: { id: "c1", name: "Sarah Johnson" },
  company: null,
};

describe("task form values", () => {
  it("starts a new task at medium priority, assigned to whoever creates it", () => {
    expect(taskFormValues(null)).toEqual({ priority: "medium" });
    expect(taskFormValues(null, { assigneeId: "u9" })).toEqual({ priority: "medium", assigneeId: "u9" });
  });

  it("starts an edit from the task's own values", () => {
    expect(taskFormValues(task)).toEqual({
      title: "Call Sarah",
      description: "About the renewal",
      dueDate: "2026-03-15",
      dueTime: "",
      priority: "high",
      assigneeId: "u1",
      customer: { value: "c1", label: "Sarah Johnson" },
      company: null,
    });
    expect(taskFormValues({ ...task, company: { id: "co1", name: "Acme" } }).company).toEqual({
      value: "co1",
      label: "Acme",
    });
  });

  it("sends trimmed text and clears the fields left empty", () => {
    expect(
      taskInput({ title: "  Call Sarah ", description: " ", priority: "low", dueDate: "", customer: null }),
    ).toEqual({
      title: "Call Sarah",
      description: "",
      dueAt: null,
      priority: "low",
      assigneeId: null,
      customerId: null,
      companyId: null,
    });
  });

  it("sends the chosen day, assignee, customer and company", () => {
    const values = { ...taskFormValues(task), company: { value: "co1", label: "Acme" } };
    expect(taskInput({ ...values, title: "Call Sarah", priority: "high" })).toMatchObject({
      dueAt: dueDateToIso("2026-03-15"),
      assigneeId: "u1",
      customerId: "c1",
      companyId: "co1",
    });
  });

  it("sends the chosen time of the day, and reads it back", () => {
    const values = { title: "Call", priority: "low" as const, dueDate: "2026-03-15", dueTime: "09:45" };
    const dueAt = taskInput(values).dueAt ?? null;
    expect(dueAt).toBe(new Date(2026, 2, 15, 9, 45).toISOString());
    expect(taskFormValues({ ...task, dueAt })).toMatchObject({ dueDate: "2026-03-15", dueTime: "09:45" });
  });
});
