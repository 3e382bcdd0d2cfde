// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { MockedProvider } from "@apollo/client/testing/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { listPreferencesMock, updateListPreferencesMock } from "#web/test/listPreferencesMocks.ts";
import { ListPager, pagerTotal } from "./ListPager.tsx";
import { usePageSize } from "./usePageSize.ts";

const wait = { timeout: 8000 };

/** A list of 230 rows paged with the person's page size, as every list uses it. */
function PagedList({ onPageChange }: { onPageChange: (page: number) => void }) {
  const { pageSize } = usePageSize();
  return (
    <ListPager
      label="Row pages"
      noun={["row", "rows"]}
      page={2}
      pageSize={pageSize}
      totalCount={230}
      onPageChange={onPageChange}
    />
  );
}

describe("ListPager", () => {
  it("says one row in the singular, and a count the server stopped at with a plus", () => {
    expect(pagerTotal(1, false, ["company", "companies"])).toBe("1 company");
    expect(pagerTotal(2, false, ["company", "companies"])).toBe("2 companies");
    expect(pagerTotal(10_000, true, ["company", "companies"])).toBe("10,000+ companies");
  });

  it("shows the person's page size and the pages it makes", async () => {
    render(
      <MockedProvider mocks={[listPreferencesMock(50)]}>
        <PagedList onPageChange={() => {}} />
      </MockedProvider>,
    );
    const pager = screen.getByRole("navigation", { name: "Row pages" });
    await waitFor(() => expect(within(pager).getByText("50 / page")).toBeTruthy(), wait);
    expect(within(pager).getByText("230 rows")).toBeTruthy();
    expect(within(pager).getByTitle("5").textContent).toBe("5");
    expect(within(pager).queryByTitle("6")).toBeNull();
  });

  it("saves a new page size on the account and starts again at page 1", async () => {
    const saved: number[] = [];
    const onPageChange = vi.fn();
    render(
      <MockedProvider mocks={[listPreferencesMock(25), updateListPreferencesMock(100, saved)]}>
        <PagedList onPageChange={onPageChange} />
      </MockedProvider>,
    );
    const pager = screen.getByRole("navigation", { name: "Row pages" });
    await waitFor(() => expect(within(pager).getByText("25 / page")).toBeTruthy(), wait);
    fireEvent.mouseDown(within(pager).getByRole("combobox", { name: "Rows per page" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "10 / page",
      "25 / page",
      "50 / page",
      "100 / page",
    ]);
    fireEvent.click(screen.getByTitle("100 / page"));
    await waitFor(() => expect(saved).toEqual([100]), wait);
    expect(onPageChange).toHaveBeenCalledWith(1);
    // The cached account follows the server: 230 rows make 3 pages of 100.
    await waitFor(() => expect(within(pager).queryByTitle("4")).toBeNull(), wait);
    expect(within(pager).getByTitle("3").textContent).toBe("3");
  });
});
