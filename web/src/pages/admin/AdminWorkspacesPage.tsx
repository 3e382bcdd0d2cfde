import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { AdminUsersTable } from "../../features/admin/components/AdminUsersTable.tsx";
import { AdminWorkspacesTable } from "../../features/admin/components/AdminWorkspacesTable.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminWorkspacesPage() {
  return (
    <AdminPageLayout heading="Workspaces and Users" backToDashboard>
      <DocumentTitle title="Workspaces and Users" />
      <section aria-labelledby="admin-workspaces-heading" className="admin-section">
        <h2 id="admin-workspaces-heading">Workspaces</h2>
        <AdminWorkspacesTable />
      </section>
      <section aria-labelledby="admin-users-heading" className="admin-section">
        <h2 id="admin-users-heading">Users</h2>
        <AdminUsersTable />
      </section>
    </AdminPageLayout>
  );
}
