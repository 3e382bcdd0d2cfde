import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { SettingsEditor } from "../../features/admin/components/SettingsEditor.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminSettingsPage() {
  return (
    <AdminPageLayout heading="Site Settings" backToDashboard>
      <DocumentTitle title="Site Settings" />
      <SettingsEditor />
    </AdminPageLayout>
  );
}
