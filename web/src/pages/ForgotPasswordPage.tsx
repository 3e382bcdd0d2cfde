import { Link } from "react-router-dom";
import { ForgotPasswordForm } from "#web/features/auth/components/ForgotPasswordForm.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function ForgotPasswordPage() {
  return (
    <AuthPanel
      heading="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <DocumentTitle title="Forgot Password" />
      <ForgotPasswordForm />
    </AuthPanel>
  );
}
