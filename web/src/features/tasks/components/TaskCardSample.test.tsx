// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { TaskFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { TaskCard } from "./TaskCard.tsx";

const task: TaskFieldsFragment = {
  id: "t1",
  isSample: true,
  title: "Follow up with Sarah Johnson",
  description: "",
  dueAt: null,
  priority: "high",
  completed: false,
  assignee: null,
  customer: null,
  company: null,
};

function renderCard(shown: TaskFieldsFragment) {
  const noop = () => undefined;
  render(
    <MemoryRouter>
      <TaskCard task={shown} onToggle={noop} onEdit={noop} onDelete={noop} />
    </MemoryRouter>,
  );
}

describe("TaskCard's sample label", () => {
  it("labels a sample task among its badges, leaving its checkbox named by the title", () => {
    renderCard(task);
    expect(screen.getByText("Sample").closest(".task-card-badges")?.textContent).toBe(" SampleHigh");
    expect(screen.getByRole("checkbox", { name: "Follow up with Sarah Johnson" })).toBeTruthy();
  });

  it("has no label on a real task", () => {
    renderCard({ ...task, isSample: false });
    expect(screen.queryByText("Sample")).toBeNull();
  });
});
