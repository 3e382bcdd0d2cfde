import { useQuery } from "@apollo/client/react";
import { Alert } from "antd";
import { Link, useSearchParams } from "react-router-dom";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { InvitationLinkDocument } from "#web/graphql/generated/graphql.ts";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { CenteredPage } from "#web/ui/CenteredPage.tsx";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { RegisterForm } from "#web/ui/session/RegisterForm.tsx";
import { useSession } from "#web/ui/session/useSession.ts";
import { invitationSummary } from "../utils/invitationSummary.ts";
import { AcceptInvitation } from "./AcceptInvitation.tsx";

const INVITATION_ERROR_TEXTS = {
  fallback: "This invitation link is not valid",
  network: "Failed to load the invitation. Please try again.",
};

/** Sign-in first, then back here: the link names this page with its token. */
function signInHref(token: string): string {
  return `/login?next=${encodeURIComponent(`/invite?token=${encodeURIComponent(token)}`)}`;
}

/**
 * The page an invitation e-mail links to: who invites you where, then a Join button for a
 * signed-in visitor or a sign-up form (with the invited address) for everyone else. A link that
 * can no longer be used shows the server's reason.
 */
export function InvitationView() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  // A missing token is asked about too, so the server's own "not valid" message is the one shown.
  const { data, loading, error } = useQuery(InvitationLinkDocument, {
    variables: { token },
    fetchPolicy: "network-only",
  });
  const session = useSession();

  if (loading || session.loading) {
    return (
      <CenteredPage>
        <LoadingScreen />
      </CenteredPage>
    );
  }
  if (error || !data) {
    return (
      <AuthPanel
        heading="Invitation unavailable"
        footer={
          <p>
            <Link to="/">Back to home</Link>
          </p>
        }
      >
        <Alert type="warning" showIcon title={userFacingError(error, INVITATION_ERROR_TEXTS)} />
      </AuthPanel>
    );
  }

  const { invitation } = data;
  return (
    <AuthPanel
      heading={`Join ${invitation.workspaceName}`}
      intro={invitationSummary(invitation)}
      footer={
        session.user ? null : (
          <p>
            Already have an account? <Link to={signInHref(token)}>Sign in</Link>
          </p>
        )
      }
    >
      {session.user ? (
        <AcceptInvitation token={token} invitation={invitation} user={session.user} />
      ) : (
        <RegisterForm invitation={{ token, email: invitation.email }} />
      )}
    </AuthPanel>
  );
}
