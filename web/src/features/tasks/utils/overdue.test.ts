import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isOverdue } from "./overdue.ts";

describe("overdue tasks", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-15T12:00:00.000Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("marks an open task whose due moment has passed", () => {
    expect(isOverdue({ dueAt: "2026-03-15T11:59:59.000Z", completed: false })).toBe(true);
  });

  it("does not mark a task due now or later", () => {
    expect(isOverdue({ dueAt: "2026-03-15T12:00:00.000Z", completed: false })).toBe(false);
    expect(isOverdue({ dueAt: "2026-03-16T00:00:00.000Z", completed: false })).toBe(false);
  });

  it("does not mark a completed task or one without a due date", () => {
    expect(isOverdue({ dueAt: "2026-03-01T00:00:00.000Z", completed: true })).toBe(false);
    expect(isOverdue({ dueAt: null, completed: false })).toBe(false);
  });
});
