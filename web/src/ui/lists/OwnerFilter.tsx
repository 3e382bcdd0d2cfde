import { useQuery } from "@apollo/client/react";
import { Select } from "antd";
import { TeamMembersDocument } from "#web/graphql/generated/graphql.ts";

const EVERYONE = "all";

export type OwnerFilterProps = {
  /** The screen's class for the choice's width: "deal-filters-owner". */
  className: string;
  ownerId: string | null;
  onChange: (ownerId: string | null) => void;
};

/** Everyone's records, or one member's: a choice that always shows one (a placeholder would be too faint). */
export function OwnerFilter({ className, ownerId, onChange }: OwnerFilterProps) {
  const { data, loading } = useQuery(TeamMembersDocument, { fetchPolicy: "cache-and-network" });
  const options = [
    { value: EVERYONE, label: "All owners" },
    ...(data?.teamMembers ?? []).map((member) => ({ value: member.id, label: member.username })),
  ];
  return (
    <Select<string>
      className={className}
      aria-label="Filter by owner"
      value={ownerId ?? EVERYONE}
      onChange={(choice) => onChange(choice === EVERYONE ? null : choice)}
      options={options}
      loading={loading}
      showSearch={{ optionFilterProp: "label" }}
    />
  );
}
