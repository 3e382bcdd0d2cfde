import { AdminPageLayout } from "../../features/admin/components/AdminPageLayout.tsx";
import { TestimonialsEditor } from "../../features/admin/components/TestimonialsEditor.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function AdminTestimonialsPage() {
  return (
    <AdminPageLayout heading="Testimonials" backToDashboard>
      <DocumentTitle title="Edit Testimonials" />
      <TestimonialsEditor />
    </AdminPageLayout>
  );
}
