import { useMutation } from "@apollo/client/react";
import { Alert, Button, Checkbox, Form, Input } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { newPasswordPair } from "#schema/auth/auth.rules.ts";
import { INVALID_RESET_TOKEN_MESSAGE, NO_RESET_TOKEN_MESSAGE } from "#schema/auth/recovery.text.ts";
import { serverMessage, userFacingError } from "#web/ui/userFacingError.ts";
import { ResetPasswordDocument } from "#web/graphql/generated/graphql.ts";
import { ButtonLink } from "#web/ui/ButtonLink.tsx";
import { firstIssueMessage } from "#web/ui/schemaRules.ts";
import { toast } from "#web/ui/toast.tsx";

type NewPasswordValues = {
  password: string;
  confirmPassword: string;
  /** A reset often follows a stolen password: keys its thief may have made go too, unless unticked. */
  revokeApiKeys: boolean;
};

const REVOKE_API_KEYS_LABEL = "Also revoke this account's API keys";

const RESET_ERROR_TEXTS = {
  fallback: "Failed to reset the password",
  network: "Failed to reset the password. Please try again.",
};

function LinkProblem({ message }: { message: string }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      description={
        <div className="auth-notice-action">
          <ButtonLink to="/forgot-password" size="small">
            Ask for a new link
          </ButtonLink>
        </div>
      }
    />
  );
}

/** Sets a new password from the token of a reset link, then sends the user to sign in with it. */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return token ? <NewPasswordForm token={token} /> : <LinkProblem message={NO_RESET_TOKEN_MESSAGE} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const navigate = useNavigate();

  async function handleFinish(values: NewPasswordValues) {
    // Together, not per field: the sign-up rule reports a mismatch before the length.
    const passwords = newPasswordPair.safeParse(values);
    if (!passwords.success) {
      toast.error(firstIssueMessage(passwords.error));
      return;
    }
    const result = await resetPassword({
      variables: { input: { token, password: values.password, revokeApiKeys: values.revokeApiKeys } },
    }).catch((error: unknown) => {
      if (serverMessage(error) === INVALID_RESET_TOKEN_MESSAGE) setLinkProblem(INVALID_RESET_TOKEN_MESSAGE);
      else toast.error(userFacingError(error, RESET_ERROR_TEXTS));
      return null;
    });
    if (!result?.data) return;
    toast.success(result.data.resetPassword.message, "Password Reset");
    await navigate("/login");
  }

  return (
    <>
      {linkProblem ? <LinkProblem message={linkProblem} /> : null}
      <Form<NewPasswordValues> layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item
          label="New Password"
          name="password"
          rules={[{ required: true, message: "New Password is required" }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          rules={[{ required: true, message: "Confirm Password is required" }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="revokeApiKeys" valuePropName="checked" initialValue={true}>
          <Checkbox>{REVOKE_API_KEYS_LABEL}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={loading}>
          {loading ? "Resetting password..." : "Reset Password"}
        </Button>
      </Form>
    </>
  );
}
