import { useMutation } from "@apollo/client/react";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { ResendVerificationEmailDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { EmailLinkForm } from "./EmailLinkForm.tsx";

const RESEND_ERROR_TEXTS = {
  fallback: "Failed to send the verification link",
  network: "Failed to send the verification link. Please try again.",
};

/** Asks for a fresh e-mail verification link. */
export function ResendVerificationForm() {
  const [resend, { data, loading }] = useMutation(ResendVerificationEmailDocument);

  function handleSubmit(email: string) {
    resend({ variables: { input: { email } } }).catch((error: unknown) => {
      toast.error(userFacingError(error, RESEND_ERROR_TEXTS));
    });
  }

  return (
    <EmailLinkForm
      submitLabel="Send Verification Link"
      busyLabel="Sending..."
      busy={loading}
      sentMessage={data?.resendVerificationEmail.message ?? null}
      onSubmit={handleSubmit}
    />
  );
}
