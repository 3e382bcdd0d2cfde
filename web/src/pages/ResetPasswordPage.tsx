import { Link } from "react-router-dom";
import { ResetPasswordForm } from "#web/features/auth/components/ResetPasswordForm.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function ResetPasswordPage() {
  return (
    <AuthPanel
      heading="Choose a new password"
      intro="Your new password ends every session of your account, on every device."
      footer={
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      }
    >
      <DocumentTitle title="Reset Password" />
      <ResetPasswordForm />
    </AuthPanel>
  );
}
