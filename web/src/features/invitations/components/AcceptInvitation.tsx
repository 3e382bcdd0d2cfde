import { useMutation } from "@apollo/client/react";
import { Button } from "antd";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { AcceptInvitationDocument, type InvitationLinkQuery } from "#web/graphql/generated/graphql.ts";
import { loadPage } from "#web/ui/loadPage.ts";
import { toast } from "#web/ui/toast.tsx";
import type { SessionUser } from "#web/ui/session/useSession.ts";

const ACCEPT_ERROR_TEXTS = {
  fallback: "Failed to join the workspace",
  network: "Failed to join the workspace. Please try again.",
};

export type AcceptInvitationProps = {
  token: string;
  invitation: InvitationLinkQuery["invitation"];
  user: SessionUser;
};

/** A signed-in visitor joins with one click; the dashboard then loads in the new workspace. */
export function AcceptInvitation({ token, invitation, user }: AcceptInvitationProps) {
  const [acceptInvitation, { loading, called, error }] = useMutation(AcceptInvitationDocument);

  async function handleJoin() {
    try {
      await acceptInvitation({ variables: { token } });
    } catch (joinError) {
      toast.error(userFacingError(joinError, ACCEPT_ERROR_TEXTS));
      return;
    }
    loadPage("/dashboard");
  }

  // After a successful join the button stays busy while the dashboard loads.
  const busy = loading || (called && !error);
  return (
    <>
      <p>
        The invitation was sent to {invitation.email}. You are signed in as {user.username} ({user.email}).
      </p>
      <Button type="primary" block onClick={handleJoin} disabled={busy}>
        {`Join ${invitation.workspaceName}`}
      </Button>
    </>
  );
}
