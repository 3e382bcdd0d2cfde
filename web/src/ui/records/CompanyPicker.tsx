import { Select } from "antd";
import { useState } from "react";
import { companyOptionLabel } from "./companyOptionLabel.ts";
import { useCompanyOptions } from "./useCompanyOptions.ts";

export type CompanyChoice = { value: string; label: string };

export type CompanyPickerProps = {
  id?: string;
  value?: CompanyChoice | null;
  onChange?: (value: CompanyChoice | null) => void;
  placeholder?: string;
};

/** An existing company, chosen by searching its name or domain on the server; clearable. */
export function CompanyPicker({ id, value, onChange, placeholder = "Search for a company" }: CompanyPickerProps) {
  const [search, setSearch] = useState("");
  const [opened, setOpened] = useState(false);
  const { companies, loading } = useCompanyOptions(search, opened);
  const options = companies.map((company) => ({ value: company.id, label: companyOptionLabel(company) }));

  return (
    <Select<CompanyChoice | null>
      id={id}
      labelInValue
      allowClear
      value={value ?? null}
      onChange={(choice) => onChange?.(choice ? { value: choice.value, label: String(choice.label) } : null)}
      onOpenChange={(open) => open && setOpened(true)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      loading={loading}
      placeholder={placeholder}
      notFoundContent={loading ? "Searching..." : "No companies found"}
    />
  );
}
