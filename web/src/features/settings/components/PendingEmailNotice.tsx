import { useMutation } from "@apollo/client/react";
import { Alert, Button, Space } from "antd";
import { CancelEmailChangeDocument, ResendEmailChangeDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

export type PendingEmailNoticeProps = {
  email: string;
  pendingEmail: string;
};

/** The new address waiting for its link, with a fresh link or a change of mind one click away. */
export function PendingEmailNotice({ email, pendingEmail }: PendingEmailNoticeProps) {
  const [resend, { loading: resending }] = useMutation(ResendEmailChangeDocument);
  const [cancel, { loading: cancelling }] = useMutation(CancelEmailChangeDocument);

  async function handleResend() {
    try {
      const result = await resend();
      if (result.data) toast.success(result.data.resendEmailChange.message);
    } catch (error) {
      toast.error("Failed to resend the confirmation link", serverMessage(error));
    }
  }

  async function handleCancel() {
    try {
      await cancel();
      toast.success(`Your email address stays ${email}.`, "Email change cancelled");
    } catch (error) {
      toast.error("Failed to cancel the email change", serverMessage(error));
    }
  }

  return (
    <Alert
      type="info"
      showIcon
      title={`Waiting for confirmation: ${pendingEmail}`}
      description={
        <>
          <p className="settings-pending-email-text">
            Open the link we sent to {pendingEmail} to make it your email address. Until then you keep using {email}.
          </p>
          <Space wrap>
            <Button size="small" onClick={handleResend} disabled={resending}>
              Resend
            </Button>
            <Button size="small" onClick={handleCancel} disabled={cancelling}>
              Cancel
            </Button>
          </Space>
        </>
      }
    />
  );
}
