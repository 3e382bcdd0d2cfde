import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { HeroEditor } from "#web/features/admin/components/HeroEditor.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminHeroPage() {
  return (
    <AdminPageLayout heading="Hero Section" backToDashboard>
      <DocumentTitle title="Edit Hero Section" />
      <HeroEditor />
    </AdminPageLayout>
  );
}
