// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ListFilters } from "./ListFilters.tsx";

describe("ListFilters", () => {
  it("names its search after the list and passes on what is typed, before the screen's own filters", () => {
    const onSearchChange = vi.fn();
    render(
      <ListFilters noun="customers" search="" onSearchChange={onSearchChange}>
        <button type="button">Status</button>
      </ListFilters>,
    );
    const search = screen.getByRole("textbox", { name: "Search customers" });
    expect(search.getAttribute("placeholder")).toBe("Search customers...");
    fireEvent.change(search, { target: { value: "Ada" } });
    expect(onSearchChange).toHaveBeenCalledWith("Ada");
    expect(screen.getByRole("button", { name: "Status" })).toBeTruthy();
  });
});
