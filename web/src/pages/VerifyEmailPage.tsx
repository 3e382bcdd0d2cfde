import { VerifyEmailStatus } from "#web/features/auth/components/VerifyEmailStatus.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function VerifyEmailPage() {
  return (
    <AuthPanel heading="Email verification">
      <DocumentTitle title="Verify Email" />
      <VerifyEmailStatus />
    </AuthPanel>
  );
}
