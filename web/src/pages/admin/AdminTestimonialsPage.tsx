import { AdminPageLayout } from "#web/features/admin/components/AdminPageLayout.tsx";
import { TestimonialsEditor } from "#web/features/admin/components/TestimonialsEditor.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminTestimonialsPage() {
  return (
    <AdminPageLayout heading="Testimonials" backToDashboard>
      <DocumentTitle title="Edit Testimonials" />
      <TestimonialsEditor />
    </AdminPageLayout>
  );
}
