import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { HeroEditor } from "../../features/admin/components/HeroEditor.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminHeroPage() {
  return (
    <AdminPageLayout heading="Hero Section" backToDashboard>
      <DocumentTitle title="Edit Hero Section" />
      <HeroEditor />
    </AdminPageLayout>
  );
}
