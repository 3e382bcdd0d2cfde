import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { ApiKeysManager } from "../../features/admin/components/ApiKeysManager.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminApiKeysPage() {
  return (
    <AdminPageLayout heading="API Keys" backToDashboard>
      <DocumentTitle title="API Keys" />
      <ApiKeysManager />
    </AdminPageLayout>
  );
}
