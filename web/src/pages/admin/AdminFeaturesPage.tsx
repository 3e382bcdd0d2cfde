import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { FeatureBlocksEditor } from "#web/features/admin/components/FeatureBlocksEditor.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminFeaturesPage() {
  return (
    <AdminPageLayout heading="Feature Blocks" backToDashboard>
      <DocumentTitle title="Edit Feature Blocks" />
      <FeatureBlocksEditor />
    </AdminPageLayout>
  );
}
