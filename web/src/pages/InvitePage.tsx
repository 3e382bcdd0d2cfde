import { InvitationView } from "#web/features/invitations/components/InvitationView.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function InvitePage() {
  return (
    <>
      <DocumentTitle title="Invitation" />
      <InvitationView />
    </>
  );
}
