import { useQuery } from "@apollo/client/react";
import { Select } from "antd";
import { CompanyIndustriesDocument } from "#web/graphql/generated/graphql.ts";
import { ListFilters } from "#web/ui/lists/ListFilters.tsx";
import { OwnerFilter } from "#web/ui/lists/OwnerFilter.tsx";
import { SIZE_BAND_OPTIONS, type SizeBandKey } from "../utils/companyListFilters.ts";

const EVERY = "all";

export type CompanyFiltersProps = {
  search: string;
  industry: string;
  size: SizeBandKey | null;
  ownerId: string | null;
  onSearchChange: (search: string) => void;
  onIndustryChange: (industry: string) => void;
  onSizeChange: (size: SizeBandKey | null) => void;
  onOwnerChange: (ownerId: string | null) => void;
};

/** The workspace's industries, and the one an address names even when no company names it (any more). */
function withChosen(industries: readonly string[], chosen: string): string[] {
  return chosen && !industries.includes(chosen) ? [chosen, ...industries] : [...industries];
}

/** The Companies screen's filters: text (name or domain), industry (one the workspace's companies name), size band
 * and owner. */
export function CompanyFilters(props: CompanyFiltersProps) {
  const industries = useQuery(CompanyIndustriesDocument, { fetchPolicy: "cache-and-network" });
  const industryOptions = [
    { value: EVERY, label: "All industries" },
    ...withChosen(industries.data?.companyIndustries ?? [], props.industry).map((industry) => ({
      value: industry,
      label: industry,
    })),
  ];
  return (
    <ListFilters noun="companies" search={props.search} onSearchChange={props.onSearchChange}>
      <Select<string>
        className="company-filters-industry"
        aria-label="Filter by industry"
        value={props.industry || EVERY}
        onChange={(choice) => props.onIndustryChange(choice === EVERY ? "" : choice)}
        options={industryOptions}
        loading={industries.loading}
        showSearch={{ optionFilterProp: "label" }}
      />
      <Select<string>
        className="company-filters-size"
        aria-label="Filter by size"
        value={props.size ?? EVERY}
        onChange={(choice) => props.onSizeChange(choice === EVERY ? null : choice)}
        options={[{ value: EVERY, label: "Any size" }, ...SIZE_BAND_OPTIONS]}
      />
      <OwnerFilter className="company-filters-owner" ownerId={props.ownerId} onChange={props.onOwnerChange} />
    </ListFilters>
  );
}
