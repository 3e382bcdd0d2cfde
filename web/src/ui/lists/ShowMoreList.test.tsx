// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PagedList } from "./pagedLists.ts";
import { ShowMoreList } from "./ShowMoreList.tsx";

function list(changes: Partial<PagedList<string>>): PagedList<string> {
  return {
    items: ["a", "b"],
    totalCount: 5,
    totalCountIsLowerBound: false,
    hasMore: true,
    loadingMore: false,
    loadMore: () => {},
    ...changes,
  };
}

describe("ShowMoreList", () => {
  it("names the list after the page's record and says how many rows it shows", () => {
    render(
      <ShowMoreList noun="deals" recordType="company" list={list({})}>
        <p>rows</p>
      </ShowMoreList>,
    );
    expect(screen.getByRole("group", { name: "deals of this company" }).textContent).toBe("rows");
    expect(screen.getByRole("status").textContent).toBe("Showing 2 of 5 deals");
  });

  it("asks for the next page from its Show more button", () => {
    const loadMore = vi.fn();
    render(
      <ShowMoreList noun="tasks" recordType="customer" list={list({ loadMore })}>
        <p>rows</p>
      </ShowMoreList>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show more tasks" }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it("has no Show more button once every row is shown", () => {
    render(
      <ShowMoreList noun="activities" recordType="customer" list={list({ hasMore: false })}>
        <p>rows</p>
      </ShowMoreList>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
