import { describe, expect, it } from "vitest";
import { filtersFromSearchParams, taskFilter, withFilters } from "./taskListFilters.ts";

const none = { status: "all", priority: "all", mine: false, dueToday: false } as const;

describe("task list filters in the URL", () => {
  it("reads the status, priority, My tasks and Due today from the query string", () => {
    expect(filtersFromSearchParams(new URLSearchParams("status=pending&priority=high&mine=1&due=today"))).toEqual({
      status: "pending",
      priority: "high",
      mine: true,
      dueToday: true,
    });
  });

  it("shows all tasks when the query string names no filter or an unknown one", () => {
    expect(filtersFromSearchParams(new URLSearchParams(""))).toEqual(none);
    expect(filtersFromSearchParams(new URLSearchParams("status=done&priority=urgent&mine=yes&due=soon"))).toEqual(none);
  });

  it("writes the chosen filters and leaves out the ones showing all", () => {
    const params = new URLSearchParams("status=pending&priority=high&mine=1&page=2");
    expect(withFilters(params, { ...none, status: "completed" }).toString()).toBe("status=completed&page=2");
    expect(
      withFilters(new URLSearchParams(), { ...none, priority: "low", mine: true, dueToday: true }).toString(),
    ).toBe("priority=low&mine=1&due=today");
  });

  it("gives the server no filter for all, and the choice otherwise", () => {
    expect(taskFilter(none, { viewerId: "u1" })).toEqual({
      status: null,
      priority: null,
      assigneeId: null,
      dueFrom: null,
      dueBefore: null,
    });
    expect(taskFilter({ ...none, status: "completed", priority: "medium" }, { viewerId: "u1" })).toMatchObject({
      status: "completed",
      priority: "medium",
    });
  });

  it("asks for the viewer's tasks due between their midnight and the next", () => {
    const now = new Date(2026, 2, 15, 16, 20);
    expect(taskFilter({ ...none, mine: true, dueToday: true }, { viewerId: "u1", now })).toEqual({
      status: null,
      priority: null,
      assigneeId: "u1",
      dueFrom: new Date(2026, 2, 15).toISOString(),
      dueBefore: new Date(2026, 2, 16).toISOString(),
    });
  });
});
