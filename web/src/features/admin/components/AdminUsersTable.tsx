import { useMutation } from "@apollo/client/react";
import { Alert, Button, Modal, Tag, type TableColumnsType } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { AdminUsersDocument, SetUserDisabledDocument, type AdminUsersQuery } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";
import { PagedTable } from "./PagedTable.tsx";

type UserRow = AdminUsersQuery["users"]["edges"][number]["node"];

/** Every account, newest first; disabling one signs it out everywhere until it is enabled again. */
export function AdminUsersTable() {
  const { pageSize } = usePageSize();
  const pages = useConnectionPages(AdminUsersDocument, (data) => data.users, {}, pageSize);
  const [setUserDisabled, { loading: saving }] = useMutation(SetUserDisabledDocument);
  const [modal, confirmation] = Modal.useModal();

  async function setDisabled(user: UserRow, disabled: boolean) {
    try {
      await setUserDisabled({ variables: { userId: user.id, disabled } });
    } catch (saveError) {
      toast.error(
        disabled ? "Failed to disable the account" : "Failed to enable the account",
        serverMessage(saveError),
      );
      return;
    }
    toast.success(disabled ? `${user.username} is disabled` : `${user.username} is enabled`);
  }

  function confirmDisable(user: UserRow) {
    void modal.confirm({
      title: `Disable ${user.username}?`,
      content:
        "They are signed out everywhere, their API keys stop working and they cannot sign in until you enable the account again.",
      okText: "Disable",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => setDisabled(user, true),
    });
  }

  if (pages.error && pages.rows.length === 0) {
    return <Alert type="error" showIcon title="Failed to load users" />;
  }

  const columns: TableColumnsType<UserRow> = [
    { key: "username", title: "Username", dataIndex: "username" },
    { key: "email", title: "Email", dataIndex: "email" },
    { key: "role", title: "Role", render: (_, { role }) => (role === "admin" ? "Admin" : "User") },
    { key: "workspaces", title: "Workspaces", dataIndex: "workspaceCount", align: "right" },
    { key: "verified", title: "Verified", render: (_, { emailVerified }) => (emailVerified ? "Yes" : "No") },
    {
      key: "status",
      title: "Status",
      render: (_, { disabledAt }) => (disabledAt ? <Tag color="error">Disabled</Tag> : <Tag>Active</Tag>),
    },
    {
      key: "actions",
      title: <span className="visually-hidden">Actions</span>,
      render: (_, user) =>
        user.disabledAt ? (
          <Button
            size="small"
            aria-label={`Enable ${user.username}`}
            disabled={saving}
            onClick={() => void setDisabled(user, false)}
          >
            Enable
          </Button>
        ) : (
          <Button
            danger
            size="small"
            aria-label={`Disable ${user.username}`}
            disabled={saving}
            onClick={() => confirmDisable(user)}
          >
            Disable
          </Button>
        ),
    },
  ];

  return (
    <PagedTable<UserRow>
      columns={columns}
      pages={pages}
      pagerLabel="User pages"
      noun={["user", "users"]}
      emptyText="No users yet."
      tableLabel="Users table"
      minWidth={760}
    >
      {confirmation}
    </PagedTable>
  );
}
