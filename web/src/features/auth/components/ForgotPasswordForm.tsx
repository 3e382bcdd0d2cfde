import { useMutation } from "@apollo/client/react";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { RequestPasswordResetDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { EmailLinkForm } from "./EmailLinkForm.tsx";

const REQUEST_ERROR_TEXTS = {
  fallback: "Failed to send the reset link",
  network: "Failed to send the reset link. Please try again.",
};

/** Asks for a password reset link by e-mail. */
export function ForgotPasswordForm() {
  const [requestReset, { data, loading }] = useMutation(RequestPasswordResetDocument);

  function handleSubmit(email: string) {
    requestReset({ variables: { input: { email } } }).catch((error: unknown) => {
      toast.error(userFacingError(error, REQUEST_ERROR_TEXTS));
    });
  }

  return (
    <EmailLinkForm
      submitLabel="Send Reset Link"
      busyLabel="Sending..."
      busy={loading}
      sentMessage={data?.requestPasswordReset.message ?? null}
      onSubmit={handleSubmit}
    />
  );
}
