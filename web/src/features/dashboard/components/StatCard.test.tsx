// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatCard } from "./StatCard.tsx";

describe("StatCard", () => {
  it("shows a rise from last month in green with an up arrow", () => {
    const { container } = render(<StatCard title="Total Customers" value="1,234" icon={null} trendPercent={12.5} />);
    expect(screen.getByRole("heading", { name: "Total Customers" })).toBeTruthy();
    expect(screen.getByText("1,234")).toBeTruthy();
    expect(screen.getByText("12.5% from last month")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Up" })).toBeTruthy();
    expect(container.querySelector(".stat-card-trend-up")).not.toBeNull();
  });

  it("shows a fall in red with a down arrow", () => {
    const { container } = render(<StatCard title="Tasks Due" value="23" icon={null} trendPercent={-8.2} />);
    expect(screen.getByText("8.2% from last month")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Down" })).toBeTruthy();
    expect(container.querySelector(".stat-card-trend-down")).not.toBeNull();
  });

  it("hides the trend when there is none", () => {
    render(<StatCard title="Revenue (MTD)" value="$75,240" icon={null} trendPercent={null} />);
    expect(screen.getByText("$75,240")).toBeTruthy();
    expect(screen.queryByText(/from last month/)).toBeNull();
  });
});
