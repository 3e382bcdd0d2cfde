import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { PricingPlansEditor } from "../../features/admin/components/PricingPlansEditor.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminPricingPage() {
  return (
    <AdminPageLayout heading="Pricing Plans" backToDashboard>
      <DocumentTitle title="Edit Pricing Plans" />
      <PricingPlansEditor />
    </AdminPageLayout>
  );
}
