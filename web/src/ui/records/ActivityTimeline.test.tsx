// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivityFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { ActivityTimeline, type ActivityTimelineProps } from "./ActivityTimeline.tsx";

const activity: ActivityFieldsFragment = {
  id: "a1",
  isSample: false,
  type: "call",
  kind: "user",
  title: "Discovery call",
  description: "Walked through their pipeline.",
  occurredAt: "2026-03-15T10:00:00.000Z",
  customer: { id: "c1", name: "Sarah Johnson" },
  company: null,
  author: null,
};

function renderTimeline(props: ActivityTimelineProps) {
  return render(
    <MemoryRouter>
      <ActivityTimeline {...props} />
    </MemoryRouter>,
  );
}

describe("ActivityTimeline", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-15T12:00:00.000Z"));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the entry's icon, texts, customer link and how long ago, with the exact time", () => {
    const { container } = renderTimeline({ activities: [activity] });
    expect(screen.getByRole("img", { name: "Call" })).toBeTruthy();
    expect(screen.getByText("Discovery call")).toBeTruthy();
    expect(screen.getByText("Walked through their pipeline.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sarah Johnson" }).getAttribute("href")).toBe("/customers/c1");
    const time = container.querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe("2026-03-15T10:00:00.000Z");
    expect(time?.getAttribute("title")).toBe(time?.querySelector(".visually-hidden")?.textContent?.slice(2, -1));
    expect(time?.textContent).toMatch(/^2 hours ago \(Mar 15, 2026, \d{1,2}:00 [AP]M\)$/);
  });

  it("offers Edit and Delete only when the screen handles them", () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderTimeline({ activities: [activity], onEdit, onDelete });
    fireEvent.click(screen.getByRole("button", { name: "Edit Discovery call" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete Discovery call" }));
    expect([onEdit.mock.calls, onDelete.mock.calls]).toEqual([[[activity]], [[activity]]]);
  });

  it("shows who logged an entry", () => {
    renderTimeline({ activities: [{ ...activity, author: { id: "u1", username: "maria" } }] });
    expect(screen.getByText("Logged by maria")).toBeTruthy();
  });

  it("marks the system's own entries and offers no Edit or Delete for them", () => {
    const stageChange: ActivityFieldsFragment = {
      ...activity,
      id: "a2",
      type: "note",
      kind: "system",
      title: "Stage changed from Proposal to Negotiation",
      author: { id: "u1", username: "maria" },
    };
    renderTimeline({ activities: [stageChange, activity], onEdit: vi.fn(), onDelete: vi.fn() });
    expect(screen.getByText("System")).toBeTruthy();
    expect(screen.getByText("By maria")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit Stage changed from Proposal to Negotiation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Stage changed from Proposal to Negotiation" })).toBeNull();
    expect(screen.getByRole("button", { name: "Edit Discovery call" })).toBeTruthy();
  });

  it("has no buttons without handlers", () => {
    renderTimeline({ activities: [activity] });
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says so when there is nothing to show", () => {
    renderTimeline({ activities: [], emptyText: "No activities of this type" });
    expect(screen.getByText("No activities of this type")).toBeTruthy();
  });
});
