import { describe, expect, it } from "vitest";
import { snapshotToModel, webhookBody } from "./webhook-payload.ts";

/** A task row as PostgreSQL's to_jsonb writes it in the trigger. */
const TASK_SNAPSHOT = {
  id: "0193a3c4-0000-7000-8000-000000000001",
  workspace_id: "0193a3c4-0000-7000-8000-0000000000aa",
  is_sample: false,
  title: "Call 2024-01-01T00:00:00",
  description: "",
  due_at: "2026-12-01T09:30:00",
  priority: "high",
  completed_at: null,
  assignee_id: null,
  customer_id: "0193a3c4-0000-7000-8000-0000000000cc",
  created_at: "2026-11-25T13:01:02.345",
  updated_at: "2026-11-25T13:01:02.345",
};

describe("snapshotToModel", () => {
  it("gives the trigger's snake_case row the Prisma model's camelCase fields, its timestamps as UTC Dates", () => {
    expect(snapshotToModel("task", TASK_SNAPSHOT)).toEqual({
      id: "0193a3c4-0000-7000-8000-000000000001",
      workspaceId: "0193a3c4-0000-7000-8000-0000000000aa",
      isSample: false,
      title: "Call 2024-01-01T00:00:00",
      description: "",
      dueAt: new Date("2026-12-01T09:30:00.000Z"),
      priority: "high",
      completedAt: null,
      assigneeId: null,
      customerId: "0193a3c4-0000-7000-8000-0000000000cc",
      createdAt: new Date("2026-11-25T13:01:02.345Z"),
      updatedAt: new Date("2026-11-25T13:01:02.345Z"),
    });
  });
});

describe("webhookBody", () => {
  it("holds the event's type and time and the resource as the REST API shows it", () => {
    const body = webhookBody({
      eventType: "task.updated",
      createdAt: new Date("2026-11-25T13:01:03.000Z"),
      payload: TASK_SNAPSHOT,
    });
    expect(JSON.parse(body)).toEqual({
      type: "task.updated",
      timestamp: "2026-11-25T13:01:03.000Z",
      data: {
        id: "0193a3c4-0000-7000-8000-000000000001",
        workspaceId: "0193a3c4-0000-7000-8000-0000000000aa",
        isSample: false,
        title: "Call 2024-01-01T00:00:00",
        description: "",
        dueAt: "2026-12-01T09:30:00.000Z",
        priority: "high",
        completedAt: null,
        completed: false,
        assigneeId: null,
        customerId: "0193a3c4-0000-7000-8000-0000000000cc",
        createdAt: "2026-11-25T13:01:02.345Z",
        updatedAt: "2026-11-25T13:01:02.345Z",
      },
    });
  });
});
