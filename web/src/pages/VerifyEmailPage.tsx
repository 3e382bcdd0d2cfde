import { VerifyEmailStatus } from "../features/auth/components/VerifyEmailStatus.tsx";
import { AuthPanel } from "../ui/AuthPanel.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function VerifyEmailPage() {
  return (
    <AuthPanel heading="Email verification">
      <DocumentTitle title="Verify Email" />
      <VerifyEmailStatus />
    </AuthPanel>
  );
}
