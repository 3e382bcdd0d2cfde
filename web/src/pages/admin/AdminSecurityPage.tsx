import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { SecuritySettings } from "#web/features/settings/components/SecuritySettings.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

/** The admin's own account security, the same cards as Settings → Security, with no workspace needed. */
export function AdminSecurityPage() {
  return (
    <AdminPageLayout heading="Your Sign-in Security" backToDashboard>
      <DocumentTitle title="Your Sign-in Security" />
      <SecuritySettings />
    </AdminPageLayout>
  );
}
