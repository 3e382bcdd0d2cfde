import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { FeatureBlocksEditor } from "../../features/admin/components/FeatureBlocksEditor.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminFeaturesPage() {
  return (
    <AdminPageLayout heading="Feature Blocks" backToDashboard>
      <DocumentTitle title="Edit Feature Blocks" />
      <FeatureBlocksEditor />
    </AdminPageLayout>
  );
}
