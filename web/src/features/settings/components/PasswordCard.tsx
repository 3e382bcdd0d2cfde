import { useQuery } from "@apollo/client/react";
import { Card } from "antd";
import { AccountPasswordDocument } from "#web/graphql/generated/graphql.ts";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { SetPasswordForm } from "./SetPasswordForm.tsx";

/**
 * Changing the password, or, for an account made at a single sign-on that has none yet, setting a
 * first one (no current password asked).
 */
export function PasswordCard() {
  const { data } = useQuery(AccountPasswordDocument);
  if (data?.viewer?.hasPassword === false) {
    return (
      <Card title="Set a password">
        <p className="settings-card-intro">
          You sign in with single sign-on. Set a password to sign in with your username too.
        </p>
        <SetPasswordForm />
      </Card>
    );
  }
  return (
    <Card title="Change password">
      <p className="settings-card-intro">Changing your password signs you out everywhere else.</p>
      <ChangePasswordForm />
    </Card>
  );
}
