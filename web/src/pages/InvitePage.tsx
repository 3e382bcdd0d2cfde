import { InvitationView } from "../features/invitations/components/InvitationView.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function InvitePage() {
  return (
    <>
      <DocumentTitle title="Invitation" />
      <InvitationView />
    </>
  );
}
