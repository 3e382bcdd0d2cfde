// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { ActivityFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { ActivityTimeline } from "./records/ActivityTimeline.tsx";
import { SAMPLE_TAG_HINT, SampleTag } from "./SampleTag.tsx";

const activity: ActivityFieldsFragment = {
  id: "a1",
  isSample: true,
  kind: "user",
  type: "call",
  title: "Discovery call",
  description: "",
  occurredAt: "2026-03-15T10:00:00.000Z",
  customer: { id: "c1", name: "Sarah Johnson" },
  company: null,
  author: null,
};

describe("SampleTag", () => {
  it("labels a sample row 'Sample', with a hint on where it goes", () => {
    render(<SampleTag isSample />);
    const tag = screen.getByText("Sample");
    expect(tag.getAttribute("title")).toBe("Sample data. Remove it in Settings; rows you edit become yours.");
    expect(SAMPLE_TAG_HINT).toBe(tag.getAttribute("title"));
  });

  it("shows nothing for a real row", () => {
    const { container } = render(<SampleTag isSample={false} />);
    expect(container.innerHTML).toBe("");
  });

  it("labels the sample entries of the activities list, and only those", () => {
    render(
      <MemoryRouter>
        <ActivityTimeline activities={[activity, { ...activity, id: "a2", isSample: false, title: "Real call" }]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText("Sample")).toHaveLength(1);
    expect(screen.getByText("Sample").closest(".activity-title")?.textContent).toBe("Discovery call Sample");
  });
});
