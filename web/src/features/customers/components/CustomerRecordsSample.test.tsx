// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CustomerDeals } from "./CustomerDeals.tsx";
import { RecordTasks } from "#web/ui/records/RecordTasks.tsx";

const deal = (id: string, title: string, isSample: boolean) => ({
  __typename: "Deal" as const,
  id,
  isSample,
  title,
  stage: "proposal" as const,
  valueCents: 1_000_00,
});

const task = (id: string, title: string, isSample: boolean) => ({
  __typename: "Task" as const,
  id,
  isSample,
  title,
  dueAt: null,
  priority: "medium" as const,
  completed: false,
  assignee: null,
});

describe("a customer's deals and tasks", () => {
  it("label the sample rows as samples and the real ones not", () => {
    render(
      <MemoryRouter>
        <CustomerDeals deals={[deal("d1", "Sample renewal", true), deal("d2", "Own renewal", false)]} />
        <RecordTasks
          tasks={[task("t1", "Sample follow-up", true), task("t2", "Own follow-up", false)]}
          onToggle={() => {}}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).queryByText("Sample") !== null)).toEqual([true, false]);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => within(item).queryByText("Sample") !== null)).toEqual([true, false]);
  });
});
