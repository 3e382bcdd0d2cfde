import { Flex } from "antd";
import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { AdminUsersTable } from "#web/features/admin/components/AdminUsersTable.tsx";
import { AdminWorkspacesTable } from "#web/features/admin/components/AdminWorkspacesTable.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminWorkspacesPage() {
  return (
    <AdminPageLayout heading="Workspaces and Users" backToDashboard>
      <DocumentTitle title="Workspaces and Users" />
      <Flex vertical gap="large">
        <section aria-labelledby="admin-workspaces-heading">
          <h2 id="admin-workspaces-heading">Workspaces</h2>
          <AdminWorkspacesTable />
        </section>
        <section aria-labelledby="admin-users-heading">
          <h2 id="admin-users-heading">Users</h2>
          <AdminUsersTable />
        </section>
      </Flex>
    </AdminPageLayout>
  );
}
