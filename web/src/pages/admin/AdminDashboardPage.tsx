import { AdminLogoutButton } from "#web/features/admin/components/AdminLogoutButton.tsx";
import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { AdminSectionCards } from "#web/features/admin/components/AdminSectionCards.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminDashboardPage() {
  return (
    <AdminPageLayout heading="Admin Dashboard" actions={<AdminLogoutButton />}>
      <DocumentTitle title="Admin Dashboard" />
      <AdminSectionCards />
    </AdminPageLayout>
  );
}
