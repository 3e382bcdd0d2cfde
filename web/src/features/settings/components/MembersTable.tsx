import { useQuery } from "@apollo/client/react";
import { Alert, Button, Select, Table, type TableColumnsType } from "antd";
import { MembersDocument, type MembersQuery, type WorkspaceRole } from "#web/graphql/generated/graphql.ts";
import { formatDate } from "#web/ui/formatDate.ts";
import { ROLE_LABELS } from "#web/ui/workspace/workspaceRoles.ts";
import { useMemberActions } from "../hooks/useMemberActions.tsx";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";

type MemberRow = MembersQuery["members"][number];

const ROLE_OPTIONS = (["owner", "member"] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export type MembersTableProps = {
  viewerId: string;
  workspaceName: string;
  isOwner: boolean;
};

/** The workspace's members in the order they joined; owners change roles and remove people here. */
export function MembersTable({ viewerId, workspaceName, isOwner }: MembersTableProps) {
  const { data, loading, error } = useQuery(MembersDocument, { fetchPolicy: "cache-and-network" });
  const { changeRole, confirmRemove, confirmation } = useMemberActions({ viewerId, workspaceName });

  if (error && !data) {
    return <Alert type="error" showIcon title="Failed to load the members" />;
  }

  const columns: TableColumnsType<MemberRow> = [
    {
      key: "name",
      title: "Name",
      render: (_, { user }) => (user.id === viewerId ? `${user.username} (you)` : user.username),
    },
    { key: "email", title: "Email", render: (_, { user }) => user.email },
    {
      key: "role",
      title: "Role",
      render: (_, { user, role }) =>
        isOwner ? (
          <Select<WorkspaceRole>
            aria-label={`Role of ${user.username}`}
            value={role}
            options={ROLE_OPTIONS}
            onChange={(newRole) => changeRole(user, newRole)}
            popupMatchSelectWidth={false}
          />
        ) : (
          ROLE_LABELS[role]
        ),
    },
    { key: "joined", title: "Joined", render: (_, { joinedAt }) => formatDate(joinedAt) },
  ];
  if (isOwner) {
    columns.push({
      key: "actions",
      title: <span className="visually-hidden">Actions</span>,
      render: (_, { user }) =>
        user.id === viewerId ? null : (
          <Button danger size="small" aria-label={`Remove ${user.username}`} onClick={() => confirmRemove(user)}>
            Remove
          </Button>
        ),
    });
  }

  return (
    <>
      <ScrollFrame label="Members table" minWidth={640}>
        <Table<MemberRow>
          rowKey={({ user }) => user.id}
          columns={columns}
          dataSource={data?.members ?? []}
          loading={loading && !data}
          pagination={false}
          locale={{ emptyText: "No members" }}
        />
      </ScrollFrame>
      {confirmation}
    </>
  );
}
