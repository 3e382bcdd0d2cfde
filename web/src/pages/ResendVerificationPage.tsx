import { Link } from "react-router-dom";
import { ResendVerificationForm } from "#web/features/auth/components/ResendVerificationForm.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function ResendVerificationPage() {
  return (
    <AuthPanel
      heading="Resend verification email"
      intro="Enter the email address you signed up with and we will send you a new verification link."
      footer={
        <p>
          Already verified? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <DocumentTitle title="Resend Verification Email" />
      <ResendVerificationForm />
    </AuthPanel>
  );
}
