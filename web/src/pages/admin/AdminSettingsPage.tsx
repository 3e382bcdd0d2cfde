import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { SettingsEditor } from "#web/features/admin/components/SettingsEditor.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminSettingsPage() {
  return (
    <AdminPageLayout heading="Site Settings" backToDashboard>
      <DocumentTitle title="Site Settings" />
      <SettingsEditor />
    </AdminPageLayout>
  );
}
