// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RecordTasks, type RecordTask } from "./RecordTasks.tsx";

const task: RecordTask = {
  id: "t1",
  isSample: false,
  title: "Call back",
  dueAt: null,
  priority: "high",
  completed: false,
  assignee: { username: "sam" },
};

describe("RecordTasks", () => {
  it("says there are no tasks yet", () => {
    render(<RecordTasks tasks={[]} onToggle={() => {}} />);
    expect(screen.getByText("No tasks yet")).toBeDefined();
  });

  it("ticks an open task done", () => {
    const onToggle = vi.fn();
    render(<RecordTasks tasks={[task]} onToggle={onToggle} />);
    expect(screen.getByText("Open")).toBeDefined();
    fireEvent.click(screen.getByRole("checkbox", { name: "Call back" }));
    expect(onToggle).toHaveBeenCalledWith(task, true);
  });
});
