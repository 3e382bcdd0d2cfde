import { useQuery } from "@apollo/client/react";
import { Select } from "antd";
import { TeamMembersDocument } from "#web/graphql/generated/graphql.ts";

export type MemberSelectProps = {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** What the empty choice reads: "Unassigned" for a task's assignee, "No owner" for a deal's owner. */
  placeholder: string;
};

/** One of the current workspace's members (the server lists them), or nobody. */
export function MemberSelect({ id, value, onChange, placeholder }: MemberSelectProps) {
  const { data, loading } = useQuery(TeamMembersDocument, { fetchPolicy: "cache-and-network" });
  const options = (data?.teamMembers ?? []).map((member) => ({
    value: member.id,
    label: `${member.username} (${member.email})`,
  }));
  return (
    <Select<string | null>
      id={id}
      allowClear
      value={value ?? null}
      onChange={(memberId) => onChange?.(memberId ?? null)}
      options={options}
      loading={loading}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: "label" }}
    />
  );
}
