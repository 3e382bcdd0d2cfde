import { useApolloClient, useMutation } from "@apollo/client/react";
import { Alert } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { EMAIL_NOT_VERIFIED_MESSAGE } from "#schema/auth/recovery.text.ts";
import { serverMessage, userFacingError } from "#web/ui/userFacingError.ts";
import { LoginDocument, type LoginInput, type TwoFactorMethod } from "#web/graphql/generated/graphql.ts";
import { ButtonLink } from "#web/ui/ButtonLink.tsx";
import { toast } from "#web/ui/toast.tsx";
import { safeNextPath } from "../utils/safeNextPath.ts";
import { CredentialsForm } from "#web/ui/session/CredentialsForm.tsx";
import { passkeysOffered } from "#web/ui/session/passkeySupport.ts";
import { TwoFactorStep } from "#web/ui/session/TwoFactorStep.tsx";
import { PasskeySignInButton } from "./PasskeySignInButton.tsx";
import { SingleSignOnButton, SingleSignOnProblem } from "./SingleSignOn.tsx";

const LOGIN_ERROR_TEXTS = {
  fallback: "Invalid credentials",
  network: "Failed to login. Please try again.",
};

/** The field keeps the spec's label; the server takes the account's e-mail address in it too. */
export const USERNAME_HINT = "You can also sign in with your email address.";

/**
 * Signs in (with a second step for an account with two-factor), or with a passkey alone where the
 * site is reached by a name (WebAuthn refuses IP addresses), then goes to the page named by
 * `?next=` (only a path on this site) or the dashboard.
 */
export function LoginForm() {
  const [login, { loading }] = useMutation(LoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [unverified, setUnverified] = useState(false);
  const [secondFactors, setSecondFactors] = useState<readonly TwoFactorMethod[] | null>(null);

  async function handleFinish(values: LoginInput) {
    try {
      const result = await login({ variables: { input: values } });
      if (result.data?.login.twoFactorRequired) {
        setSecondFactors(result.data.login.methods);
        return;
      }
    } catch (error) {
      toast.error(userFacingError(error, LOGIN_ERROR_TEXTS));
      // The verification link may be lost or expired: offer a new one right where sign-in failed.
      setUnverified(serverMessage(error) === EMAIL_NOT_VERIFIED_MESSAGE);
      return;
    }
    await signedIn();
  }

  async function signedIn() {
    await client.clearStore();
    toast.success("Logged in successfully");
    await navigate(safeNextPath(searchParams.get("next")));
  }

  if (secondFactors) {
    return <TwoFactorStep methods={secondFactors} onSignedIn={signedIn} onCancel={() => setSecondFactors(null)} />;
  }

  return (
    <>
      <SingleSignOnProblem />
      {unverified ? (
        <Alert
          type="warning"
          showIcon
          title="Your email address is not verified yet."
          description={
            <>
              Lost the link, or has it expired? We can send you a new one.
              <div className="auth-notice-action">
                <ButtonLink to="/resend-verification" size="small">
                  Resend Verification Email
                </ButtonLink>
              </div>
            </>
          }
        />
      ) : null}
      <CredentialsForm
        submitLabel="Sign In"
        busyLabel="Signing in..."
        busy={loading}
        onSubmit={handleFinish}
        usernameHint={USERNAME_HINT}
      />
      <div className="sign-in-alternatives">
        {passkeysOffered() ? <PasskeySignInButton onSignedIn={signedIn} /> : null}
        <SingleSignOnButton />
      </div>
    </>
  );
}
