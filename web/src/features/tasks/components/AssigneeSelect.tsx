import { useQuery } from "@apollo/client/react";
import { Select } from "antd";
import { TeamMembersDocument } from "../../../graphql/generated/graphql.ts";

export type AssigneeSelectProps = {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** One of the current workspace's members (the server lists them), or nobody. */
export function AssigneeSelect({ id, value, onChange }: AssigneeSelectProps) {
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
      onChange={(assigneeId) => onChange?.(assigneeId ?? null)}
      options={options}
      loading={loading}
      placeholder="Unassigned"
      showSearch={{ optionFilterProp: "label" }}
    />
  );
}
