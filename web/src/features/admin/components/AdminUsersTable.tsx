import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Modal, Tag, type TableColumnsType } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { AdminUsersDocument, SetUserDisabledDocument, type AdminUsersQuery } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { useCursorPages } from "../hooks/useCursorPages.ts";
import { ADMIN_PAGE_SIZE } from "./AdminWorkspacesTable.tsx";
import { PagedTable } from "./PagedTable.tsx";

type UserRow = AdminUsersQuery["users"]["edges"][number]["node"];

/** Every account, newest first; disabling one signs it out everywhere until it is enabled again. */
export function AdminUsersTable() {
  const pages = useCursorPages();
  const { data, previousData, loading, error } = useQuery(AdminUsersDocument, {
    variables: { first: ADMIN_PAGE_SIZE, after: pages.after },
    fetchPolicy: "cache-and-network",
  });
  const [setUserDisabled, { loading: saving }] = useMutation(SetUserDisabledDocument);
  const [modal, confirmation] = Modal.useModal();
  const connection = (data ?? previousData)?.users;
  const pageInfo = data?.users.pageInfo;

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

  if (error && !connection) {
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
      connection={connection}
      pageInfo={pageInfo}
      pages={pages}
      pageSize={ADMIN_PAGE_SIZE}
      loading={loading}
      pagerLabel="User pages"
      emptyText="No users yet."
      tableLabel="Users table"
      minWidth={760}
    >
      {confirmation}
    </PagedTable>
  );
}
