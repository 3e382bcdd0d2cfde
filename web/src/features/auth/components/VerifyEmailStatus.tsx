import { useMutation } from "@apollo/client/react";
import { Result, Spin } from "antd";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { VerifyEmailDocument } from "#web/graphql/generated/graphql.ts";
import { ButtonLink } from "#web/ui/ButtonLink.tsx";

const VERIFY_ERROR_TEXTS = {
  fallback: "Failed to verify email",
  network: "Failed to verify email. Please try again.",
};

/** Verifies the token from the query string once, then shows success or the reason it failed. */
export function VerifyEmailStatus() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [verifyEmail, { data, error }] = useMutation(VerifyEmailDocument);
  const requested = useRef(false);

  useEffect(() => {
    if (!token || requested.current) {
      return;
    }
    // A token can be used once: never send it twice (e.g. on StrictMode's double effect run).
    requested.current = true;
    verifyEmail({ variables: { token } }).catch(() => {
      // The failure is shown from the hook's `error` below.
    });
  }, [token, verifyEmail]);

  if (!token || error) {
    const message = token ? userFacingError(error, VERIFY_ERROR_TEXTS) : "No verification token provided";
    return (
      <Result
        status="error"
        title="Verification Failed"
        subTitle={message}
        extra={
          <div className="verify-actions">
            <ButtonLink to="/resend-verification" type="primary">
              Resend Verification Email
            </ButtonLink>
            <ButtonLink to="/register">Create New Account</ButtonLink>
            <p>
              Already verified? <Link to="/login">Sign in</Link>
            </p>
          </div>
        }
      />
    );
  }

  if (data) {
    return (
      <Result
        status="success"
        title="Email Verified"
        subTitle={data.verifyEmail.message || "Email verified successfully!"}
        extra={
          <ButtonLink to="/login" type="primary">
            Go to Login
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div role="status" className="verify-loading">
      <Spin />
      <p>Verifying your email...</p>
    </div>
  );
}
