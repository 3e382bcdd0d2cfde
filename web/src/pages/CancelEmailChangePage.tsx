import { CancelEmailChangeStatus } from "../features/auth/components/CancelEmailChangeStatus.tsx";
import { AuthPanel } from "../ui/AuthPanel.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function CancelEmailChangePage() {
  return (
    <AuthPanel heading="Cancel the email change">
      <DocumentTitle title="Cancel Email Change" />
      <CancelEmailChangeStatus />
    </AuthPanel>
  );
}
