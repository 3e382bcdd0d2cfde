import { useQuery } from "@apollo/client/react";
import { Alert, Button } from "antd";
import { useSearchParams } from "react-router-dom";
import { SINGLE_SIGN_ON_START_PATH, singleSignOnProblemText } from "#schema/auth/single-sign-on.text.ts";
import { SingleSignOnOptionDocument } from "#web/graphql/generated/graphql.ts";

/** The start route, carrying `next` on so the sign-in ends where the password sign-in would. */
export function singleSignOnStartHref(next: string | null): string {
  return next ? `${SINGLE_SIGN_ON_START_PATH}?${new URLSearchParams({ next })}` : SINGLE_SIGN_ON_START_PATH;
}

/**
 * Single sign-on on /login: why the last one signed nobody in (`?sso_error=`, set by the callback), and
 * the button (a link: the browser leaves for the provider) when the site has single sign-on.
 */
export function SingleSignOn() {
  const [searchParams] = useSearchParams();
  const { data } = useQuery(SingleSignOnOptionDocument);
  const problem = singleSignOnProblemText(searchParams.get("sso_error"));
  const option = data?.singleSignOn;
  return (
    <div className="single-sign-on">
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
      {option ? (
        <Button href={singleSignOnStartHref(searchParams.get("next"))} block size="large">
          {option.buttonLabel}
        </Button>
      ) : null}
    </div>
  );
}
