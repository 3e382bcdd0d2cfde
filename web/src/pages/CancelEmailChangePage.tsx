import { CancelEmailChangeStatus } from "#web/features/auth/components/CancelEmailChangeStatus.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function CancelEmailChangePage() {
  return (
    <AuthPanel heading="Cancel the email change">
      <DocumentTitle title="Cancel Email Change" />
      <CancelEmailChangeStatus />
    </AuthPanel>
  );
}
