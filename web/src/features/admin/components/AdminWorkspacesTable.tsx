import { useMutation } from "@apollo/client/react";
import { Alert, Button, Flex, Tag, type TableColumnsType } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import {
  AdminWorkspacesDocument,
  RestoreWorkspaceDocument,
  type AdminWorkspacesQuery,
} from "#web/graphql/generated/graphql.ts";
import { formatDate } from "#web/ui/formatDate.ts";
import { toast } from "#web/ui/toast.tsx";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";
import { workspaceStatus } from "../utils/workspaceStatus.ts";
import { PagedTable } from "./PagedTable.tsx";

type WorkspaceRow = AdminWorkspacesQuery["workspaces"]["edges"][number]["node"];

/** Every workspace, newest first, with its size; a deleted one can be restored until it is purged. */
export function AdminWorkspacesTable() {
  const { pageSize } = usePageSize();
  const pages = useConnectionPages(AdminWorkspacesDocument, (data) => data.workspaces, {}, pageSize);
  const [restoreWorkspace, { loading: restoring }] = useMutation(RestoreWorkspaceDocument);

  async function restore(workspace: WorkspaceRow) {
    try {
      await restoreWorkspace({ variables: { id: workspace.id } });
    } catch (restoreError) {
      toast.error("Failed to restore the workspace", serverMessage(restoreError));
      return;
    }
    toast.success(`${workspace.name} restored`);
  }

  if (pages.error && pages.rows.length === 0) {
    return <Alert type="error" showIcon title="Failed to load workspaces" />;
  }

  const columns: TableColumnsType<WorkspaceRow> = [
    { key: "name", title: "Name", dataIndex: "name" },
    { key: "members", title: "Members", dataIndex: "memberCount", align: "right" },
    { key: "customers", title: "Customers", dataIndex: "customerCount", align: "right" },
    { key: "created", title: "Created", render: (_, { createdAt }) => formatDate(createdAt) },
    {
      key: "status",
      title: "Status",
      render: (_, workspace) =>
        workspace.deletedAt ? (
          <Flex gap="small" align="center" wrap>
            <span>{workspaceStatus(workspace)}</span>
            <Button
              size="small"
              aria-label={`Restore ${workspace.name}`}
              disabled={restoring}
              onClick={() => void restore(workspace)}
            >
              Restore
            </Button>
          </Flex>
        ) : (
          <Tag>{workspaceStatus(workspace)}</Tag>
        ),
    },
  ];

  return (
    <PagedTable<WorkspaceRow>
      columns={columns}
      pages={pages}
      pagerLabel="Workspace pages"
      noun={["workspace", "workspaces"]}
      emptyText="No workspaces yet."
      tableLabel="Workspaces table"
      minWidth={720}
    />
  );
}
