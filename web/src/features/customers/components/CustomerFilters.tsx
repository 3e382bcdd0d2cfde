import { Select } from "antd";
import { ListFilters } from "#web/ui/lists/ListFilters.tsx";
import type { StatusFilter } from "../utils/customerListFilters.ts";

const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: "all", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "lead", label: "Lead" },
  { value: "inactive", label: "Inactive" },
];

export type CustomerFiltersProps = {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
};

export function CustomerFilters({ search, status, onSearchChange, onStatusChange }: CustomerFiltersProps) {
  return (
    <ListFilters noun="customers" search={search} onSearchChange={onSearchChange}>
      <Select<StatusFilter>
        className="customer-filters-status"
        value={status}
        onChange={onStatusChange}
        options={STATUS_FILTER_OPTIONS.map(({ value, label }) => ({ value, label }))}
        aria-label="Filter by status"
      />
    </ListFilters>
  );
}
