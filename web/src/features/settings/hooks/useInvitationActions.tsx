import { useMutation } from "@apollo/client/react";
import { Modal } from "antd";
import type { ReactElement } from "react";
import { serverMessage } from "#web/ui/userFacingError.ts";
import {
  InvitationsDocument,
  ResendInvitationDocument,
  RevokeInvitationDocument,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";

export type PendingInvitation = { id: string; email: string };

/** Resending (a fresh link, valid 7 more days) and revoking (confirmed) a pending invitation. */
export function useInvitationActions(): {
  resend: (invitation: PendingInvitation) => Promise<void>;
  confirmRevoke: (invitation: PendingInvitation) => void;
  confirmation: ReactElement;
} {
  const [modal, confirmation] = Modal.useModal();
  const [resendInvitation] = useMutation(ResendInvitationDocument);
  const [revokeInvitation] = useMutation(RevokeInvitationDocument, { refetchQueries: [InvitationsDocument] });

  async function resend({ id, email }: PendingInvitation) {
    try {
      await resendInvitation({ variables: { id } });
    } catch (error) {
      toast.error("Failed to resend the invitation", serverMessage(error));
      return;
    }
    toast.success(`Invitation sent again to ${email}`);
  }

  async function revoke({ id, email }: PendingInvitation) {
    try {
      await revokeInvitation({ variables: { id } });
    } catch (error) {
      toast.error("Failed to revoke the invitation", serverMessage(error));
      return;
    }
    toast.success(`Invitation to ${email} revoked`);
  }

  function confirmRevoke(invitation: PendingInvitation) {
    void modal.confirm({
      title: `Revoke the invitation to ${invitation.email}?`,
      content: "The link in the invitation e-mail stops working.",
      okText: "Revoke",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => revoke(invitation),
    });
  }

  return { resend, confirmRevoke, confirmation };
}
