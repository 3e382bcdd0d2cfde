import { AdminLogoutButton } from "../../features/admin/components/AdminLogoutButton.tsx";
import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { AdminSectionCards } from "../../features/admin/components/AdminSectionCards.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminDashboardPage() {
  return (
    <AdminPageLayout heading="Admin Dashboard" actions={<AdminLogoutButton />}>
      <DocumentTitle title="Admin Dashboard" />
      <AdminSectionCards />
    </AdminPageLayout>
  );
}
