import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { ContactMessagesList } from "#web/features/admin/components/ContactMessagesList.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminMessagesPage() {
  return (
    <AdminPageLayout heading="Messages" backToDashboard>
      <DocumentTitle title="Messages" />
      <ContactMessagesList />
    </AdminPageLayout>
  );
}
