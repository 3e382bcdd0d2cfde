// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useAddressFilters } from "./useAddressFilters.ts";

type Filters = { page: number; search: string; status: string };

const read = (params: URLSearchParams): Filters => ({
  page: Number(params.get("page") ?? 1),
  search: params.get("q") ?? "",
  status: params.get("status") ?? "all",
});
const write = (params: URLSearchParams, filters: Filters) => {
  const next = new URLSearchParams(params);
  next.set("page", String(filters.page));
  next.set("q", filters.search);
  next.set("status", filters.status);
  return next;
};

function renderFilters(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => useAddressFilters(read, write), { wrapper });
}

describe("useAddressFilters", () => {
  it("reads the filters from the address", () => {
    const { result } = renderFilters("/list?page=3&q=ada&status=lead");
    expect(result.current.filters).toEqual({ page: 3, search: "ada", status: "lead" });
  });

  it("starts a changed filter at page 1, and keeps two changes asked for at once", () => {
    const { result } = renderFilters("/list?page=3&q=ada");
    act(() => {
      result.current.changeFilters({ status: "lead" });
      result.current.changeFilters({ search: "grace" });
    });
    expect(result.current.filters).toEqual({ page: 1, search: "grace", status: "lead" });
  });
});
