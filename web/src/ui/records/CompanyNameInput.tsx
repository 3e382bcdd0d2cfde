import { AutoComplete, Input } from "antd";
import { useState } from "react";
import { companyOptionLabel } from "./companyOptionLabel.ts";
import { useCompanyOptions } from "./useCompanyOptions.ts";

export type CompanyNameInputProps = {
  id?: string;
  /** The company's name as typed, or the picked company's name. */
  value?: string;
  onChange?: (name: string) => void;
  /** The company picked from the suggestions, or null once the text is typed (a new or unmatched name). */
  onPick: (companyId: string | null) => void;
  placeholder?: string;
};

/**
 * A company's name with suggestions from the workspace's companies as one types: picking one links
 * that company; a name typed and not picked is saved as text (the server links the company of that
 * name, creating it when there is none).
 */
export function CompanyNameInput({ id, value, onChange, onPick, placeholder }: CompanyNameInputProps) {
  const [active, setActive] = useState(false);
  const { companies } = useCompanyOptions(value ?? "", active);
  const byId = new Map(companies.map((company) => [company.id, company]));
  const options = companies.map((company) => ({ value: company.id, label: companyOptionLabel(company) }));

  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      onFocus={() => setActive(true)}
      onChange={(text: string) => {
        // Picking an option reports its value (the company's id) here first: onSelect handles it.
        if (byId.has(text)) return;
        onChange?.(text);
        onPick(null);
      }}
      onSelect={(companyId: string) => {
        const company = byId.get(companyId);
        if (!company) return;
        onChange?.(company.name);
        onPick(company.id);
      }}
    >
      {/* A plain input inside: its placeholder and label are the field's own, as before it suggested. */}
      <Input placeholder={placeholder} autoComplete="off" />
    </AutoComplete>
  );
}
