import { useMutation } from "@apollo/client/react";
import { Button, Result } from "antd";
import { Link, useSearchParams } from "react-router-dom";
import { EMAIL_CHANGE_CANCEL_HOURS } from "#schema/account/account.rules.ts";
import { RevertEmailChangeDocument } from "#web/graphql/generated/graphql.ts";
import { ButtonLink } from "#web/ui/ButtonLink.tsx";
import { userFacingError } from "#web/ui/userFacingError.ts";

const CANCEL_ERROR_TEXTS = {
  fallback: "Failed to cancel the email change",
  network: "Failed to cancel the email change. Please try again.",
};

export const NO_CANCEL_TOKEN = "This link has no cancel token. Open the link from the email exactly as it was sent.";

/**
 * The page the old address's link opens. Nothing happens until the person presses the button: a mail
 * scanner that opens links must not sign the account out by visiting the page.
 */
export function CancelEmailChangeStatus() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [revertEmailChange, { data, error, loading }] = useMutation(RevertEmailChangeDocument);

  if (!token || error) {
    return (
      <Result
        status="error"
        title="The email change was not cancelled"
        subTitle={<span role="alert">{token ? userFacingError(error, CANCEL_ERROR_TEXTS) : NO_CANCEL_TOKEN}</span>}
        extra={
          <p>
            <Link to="/login">Sign in</Link> to check your account, or{" "}
            <Link to="/forgot-password">reset your password</Link>.
          </p>
        }
      />
    );
  }

  if (data) {
    return (
      <Result
        status="success"
        title="Email change cancelled"
        subTitle={<span role="status">{data.revertEmailChange.message}</span>}
        extra={
          <ButtonLink to="/forgot-password" type="primary">
            Reset your password
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div className="cancel-email-change">
      <p>
        Someone asked to change the email address of your account. If it was not you, cancel the change: your account
        keeps (or gets back) the address this link was sent to, and every session is signed out, so whoever asked is
        signed out too.
      </p>
      <p>The link works once, for {EMAIL_CHANGE_CANCEL_HOURS} hours after the change was asked for.</p>
      <Button
        type="primary"
        danger
        disabled={loading}
        onClick={() => {
          revertEmailChange({ variables: { token } }).catch(() => {
            // The failure is shown from the hook's `error` above.
          });
        }}
      >
        {loading ? "Cancelling..." : "Cancel the email change"}
      </Button>
    </div>
  );
}
