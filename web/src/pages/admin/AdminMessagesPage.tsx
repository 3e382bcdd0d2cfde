import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { ContactMessagesList } from "../../features/admin/components/ContactMessagesList.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminMessagesPage() {
  return (
    <AdminPageLayout heading="Messages" backToDashboard>
      <DocumentTitle title="Messages" />
      <ContactMessagesList />
    </AdminPageLayout>
  );
}
