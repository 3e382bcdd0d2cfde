import { useQuery } from "@apollo/client/react";
import { Select } from "antd";
import { useState } from "react";
import { CustomerOptionsDocument } from "#web/graphql/generated/graphql.ts";
import { useDebouncedValue } from "../useDebouncedValue.ts";

export type CustomerChoice = { value: string; label: string };

export type CustomerPickerProps = {
  id?: string;
  value?: CustomerChoice | null;
  onChange?: (value: CustomerChoice | null) => void;
};

/** A customer chosen by searching on the server; the choice keeps its label while other results show. */
export function CustomerPicker({ id, value, onChange }: CustomerPickerProps) {
  const [search, setSearch] = useState("");
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const { data, loading } = useQuery(CustomerOptionsDocument, {
    variables: { search: debouncedSearch || null },
    fetchPolicy: "cache-and-network",
  });
  const options = (data?.customers.edges ?? []).map(({ node }) => ({
    value: node.id,
    label: node.company ? `${node.name} (${node.company})` : node.name,
  }));

  return (
    <Select<CustomerChoice | null>
      id={id}
      labelInValue
      allowClear
      value={value ?? null}
      onChange={(choice) => onChange?.(choice ?? null)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      loading={loading}
      placeholder="Search for a customer"
      notFoundContent={loading ? "Searching..." : "No customers found"}
    />
  );
}
