import { describe, expect, it } from "vitest";
import { filtersFromSearchParams, taskFilter, withFilters } from "./taskListFilters.ts";

describe("task list filters in the URL", () => {
  it("reads the status and priority from the query string", () => {
    expect(filtersFromSearchParams(new URLSearchParams("status=pending&priority=high"))).toEqual({
      status: "pending",
      priority: "high",
    });
  });

  it("shows all tasks when the query string names no filter or an unknown one", () => {
    expect(filtersFromSearchParams(new URLSearchParams(""))).toEqual({ status: "all", priority: "all" });
    expect(filtersFromSearchParams(new URLSearchParams("status=done&priority=urgent"))).toEqual({
      status: "all",
      priority: "all",
    });
  });

  it("writes the chosen filters and leaves out the ones showing all", () => {
    const params = new URLSearchParams("status=pending&priority=high&page=2");
    expect(withFilters(params, { status: "completed", priority: "all" }).toString()).toBe("status=completed&page=2");
    expect(withFilters(new URLSearchParams(), { status: "all", priority: "low" }).toString()).toBe("priority=low");
  });

  it("gives the server no filter for all, and the choice otherwise", () => {
    expect(taskFilter({ status: "all", priority: "all" })).toEqual({ status: null, priority: null });
    expect(taskFilter({ status: "completed", priority: "medium" })).toEqual({
      status: "completed",
      priority: "medium",
    });
  });
});
