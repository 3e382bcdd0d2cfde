import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { parseInput } from "#core/validation.ts";
import { taskFilter, taskInput, taskOrder } from "./tasks.rules.ts";

const valid = { title: "Send the proposal" };

describe("the task form's rules", () => {
  it("needs a title of at most 200 characters", () => {
    expect(validationMessage(taskInput, { title: " " })).toBe("Title is required");
    expect(validationMessage(taskInput, { title: "x".repeat(200) })).toBe("valid");
    expect(validationMessage(taskInput, { title: "x".repeat(201) })).toBe("Title must be at most 200 characters");
    expect(validationMessage(taskInput, null)).toBe("Task details are required");
  });

  it("allows a description of at most 5000 characters", () => {
    expect(validationMessage(taskInput, { ...valid, description: "x".repeat(5000) })).toBe("valid");
    expect(validationMessage(taskInput, { ...valid, description: "x".repeat(5001) })).toBe(
      "Description must be at most 5000 characters",
    );
  });

  it("reads a due date from a Date or an ISO string, and refuses other text", () => {
    expect(parseInput(taskInput, { ...valid, dueAt: "2026-03-15T09:00:00.000Z" }).dueAt).toEqual(
      new Date("2026-03-15T09:00:00.000Z"),
    );
    expect(validationMessage(taskInput, { ...valid, dueAt: "soon" })).toBe("Due date must be a valid date");
    expect(validationMessage(taskInput, { ...valid, dueAt: 5 })).toBe("Due date must be a date");
  });

  it('reads an empty customer or assignee ("" from a form) as none, like null', () => {
    const parsed = parseInput(taskInput, { ...valid, customerId: "", assigneeId: "" });
    expect([parsed.customerId, parsed.assigneeId]).toEqual([null, null]);
  });

  // Valid JavaScript dates the database cannot store, or stores but cannot give back.
  it("accepts due dates in the years 1 to 9999 only", () => {
    for (const dueAt of ["0001-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z", new Date("2026-03-15")]) {
      expect(validationMessage(taskInput, { ...valid, dueAt })).toBe("valid");
    }
    for (const dueAt of [
      "0000-12-31T23:59:59.999Z",
      "-214156-01-09T23:31:46.052Z",
      "+010000-01-01T00:00:00.000Z",
      new Date(8.64e15),
    ]) {
      expect(validationMessage(taskInput, { ...valid, dueAt })).toBe("Due date must be in the years 1 to 9999");
    }
  });

  it("takes one of the three priorities and ids as text", () => {
    expect(validationMessage(taskInput, { ...valid, priority: "high" })).toBe("valid");
    expect(validationMessage(taskInput, { ...valid, priority: "urgent" })).toBe("Priority must be high, medium or low");
    expect(validationMessage(taskInput, { ...valid, assigneeId: 7 })).toBe("Assignee must be an id");
    expect(validationMessage(taskInput, { ...valid, customerId: 7 })).toBe("Customer must be an id");
  });
});

describe("the task list's filter and order", () => {
  it("filters by status and priority", () => {
    expect(validationMessage(taskFilter, { status: "pending", priority: "low" })).toBe("valid");
    expect(validationMessage(taskFilter, { status: "done" })).toBe("Status must be pending or completed");
    expect(validationMessage(taskFilter, { priority: "urgent" })).toBe("Priority must be high, medium or low");
  });

  it("sorts by a known field in a known direction", () => {
    expect(validationMessage(taskOrder, { field: "dueAt", direction: "asc" })).toBe("valid");
    expect(validationMessage(taskOrder, { field: "title", direction: "asc" })).toBe(
      "Sort field must be dueAt, priority or createdAt",
    );
    expect(validationMessage(taskOrder, { field: "dueAt", direction: "up" })).toBe(
      "Sort direction must be asc or desc",
    );
  });
});
