import { Link } from "react-router-dom";
import { AdminLoginForm } from "#web/features/admin/components/AdminLoginForm.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AdminLoginPage() {
  return (
    <AuthPanel
      heading="Admin Sign In"
      intro="Sign in to edit the landing page content."
      footer={
        <p>
          <Link to="/">Back to home</Link>
        </p>
      }
    >
      <DocumentTitle title="Admin Sign In" />
      <AdminLoginForm />
    </AuthPanel>
  );
}
