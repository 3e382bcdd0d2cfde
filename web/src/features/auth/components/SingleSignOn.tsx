import { useQuery } from "@apollo/client/react";
import { Alert, Button } from "antd";
import { useSearchParams } from "react-router-dom";
import { SINGLE_SIGN_ON_START_PATH, singleSignOnProblemText } from "#schema/auth/single-sign-on.text.ts";
import { SingleSignOnOptionDocument } from "#web/graphql/generated/graphql.ts";

/** The start route, carrying `next` on so the sign-in ends where the password sign-in would. */
export function singleSignOnStartHref(next: string | null): string {
  return next ? `${SINGLE_SIGN_ON_START_PATH}?${new URLSearchParams({ next })}` : SINGLE_SIGN_ON_START_PATH;
}

/** Why the last single sign-on signed nobody in (`?sso_error=`, set by the callback), above the sign-in form. */
export function SingleSignOnProblem() {
  const [searchParams] = useSearchParams();
  const problem = singleSignOnProblemText(searchParams.get("sso_error"));
  return problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null;
}

/**
 * "Sign in with …" under the password form, beside the passkey's and the same size, when the site has
 * single sign-on: a link, since the browser leaves for the provider.
 */
export function SingleSignOnButton() {
  const [searchParams] = useSearchParams();
  const { data } = useQuery(SingleSignOnOptionDocument);
  const option = data?.singleSignOn;
  return option ? (
    <Button href={singleSignOnStartHref(searchParams.get("next"))} block>
      {option.buttonLabel}
    </Button>
  ) : null;
}
