import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { PricingPlansEditor } from "#web/features/admin/components/PricingPlansEditor.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminPricingPage() {
  return (
    <AdminPageLayout heading="Pricing Plans" backToDashboard>
      <DocumentTitle title="Edit Pricing Plans" />
      <PricingPlansEditor />
    </AdminPageLayout>
  );
}
