import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import type { ReactNode } from "react";
import "./listFilters.css";

export type ListFiltersProps = {
  /** What the list holds, in the plural: "customers" gives "Search customers". */
  noun: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** The screen's own filters, after the search. */
  children: ReactNode;
};

/** A list screen's filter bar: the text search, then the screen's own filters, wrapping on a narrow screen. */
export function ListFilters({ noun, search, onSearchChange, children }: ListFiltersProps) {
  return (
    <div className="list-filters">
      <Input
        className="list-filters-search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder={`Search ${noun}...`}
        aria-label={`Search ${noun}`}
        prefix={<SearchOutlined />}
        allowClear
      />
      {children}
    </div>
  );
}
