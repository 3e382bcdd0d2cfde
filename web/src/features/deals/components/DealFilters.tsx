import { SearchOutlined } from "@ant-design/icons";
import { Input, Segmented } from "antd";
import type { DealView } from "../utils/dealListFilters.ts";
import { OwnerFilter } from "#web/ui/lists/OwnerFilter.tsx";

export type DealFiltersProps = {
  view: DealView;
  search: string;
  ownerId: string | null;
  onViewChange: (view: DealView) => void;
  onSearchChange: (search: string) => void;
  onOwnerChange: (ownerId: string | null) => void;
};

/** The board's and the table's filters (text, owner) and the switch between the two views. */
export function DealFilters({ view, search, ownerId, onViewChange, onSearchChange, onOwnerChange }: DealFiltersProps) {
  return (
    <div className="deal-filters">
      <Input
        className="deal-filters-search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder="Search deals..."
        aria-label="Search deals"
        prefix={<SearchOutlined />}
        allowClear
      />
      <OwnerFilter className="deal-filters-owner" ownerId={ownerId} onChange={onOwnerChange} />
      <Segmented<DealView>
        value={view}
        onChange={onViewChange}
        options={[
          { value: "board", label: "Board" },
          { value: "table", label: "Table" },
        ]}
        aria-label="View"
      />
    </div>
  );
}
