import { useMutation } from "@apollo/client/react";
import { Button, Checkbox, Form, Input, Typography } from "antd";
import { useState } from "react";
import { RECOVERY_CODE_MESSAGE, TOTP_CODE_MESSAGE } from "#schema/auth/two-factor.rules.ts";
import { LoginTwoFactorDocument, type TwoFactorMethod } from "#web/graphql/generated/graphql.ts";
import { toast } from "../toast.tsx";
import { userFacingError } from "../userFacingError.ts";

export type TwoFactorStepProps = {
  /** The second factors the sign-in answered it can finish with. */
  methods: readonly TwoFactorMethod[];
  /** Called once the session is open. */
  onSignedIn: () => Promise<void>;
  /** Back to the username and password. */
  onCancel: () => void;
};

type StepValues = { code: string; trustBrowser?: boolean };

const ERROR_TEXTS = { fallback: "Invalid two-factor code", network: "Failed to login. Please try again." };

/**
 * The second step of both sign-in screens, after a password that needs it: a code from the
 * authenticator app, or (behind "Use a recovery code") one of the recovery codes. "Trust this browser
 * for 30 days" lets later password sign-ins from this browser skip the step.
 */
export function TwoFactorStep({ methods, onSignedIn, onCancel }: TwoFactorStepProps) {
  const [loginTwoFactor, { loading }] = useMutation(LoginTwoFactorDocument);
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const [form] = Form.useForm<StepValues>();

  async function handleFinish({ code, trustBrowser }: StepValues) {
    const input = {
      ...(withRecoveryCode ? { recoveryCode: code } : { code }),
      ...(trustBrowser ? { trustBrowser: true } : {}),
    };
    try {
      await loginTwoFactor({ variables: { input } });
    } catch (error) {
      toast.error(userFacingError(error, ERROR_TEXTS));
      form.resetFields();
      return;
    }
    await onSignedIn();
  }

  function switchMethod() {
    setWithRecoveryCode(!withRecoveryCode);
    form.resetFields();
  }

  return (
    <Form<StepValues> form={form} layout="vertical" requiredMark={false} onFinish={handleFinish}>
      <Typography.Paragraph>
        {withRecoveryCode
          ? "Enter one of the recovery codes you saved when you turned on two-factor authentication."
          : "Enter the 6-digit code from your authenticator app."}
      </Typography.Paragraph>
      <Form.Item
        key={withRecoveryCode ? "recovery" : "code"}
        label={withRecoveryCode ? "Recovery code" : "Authentication code"}
        name="code"
        rules={[
          { required: true, whitespace: true, message: withRecoveryCode ? RECOVERY_CODE_MESSAGE : TOTP_CODE_MESSAGE },
        ]}
      >
        {withRecoveryCode ? (
          <Input autoComplete="off" autoFocus spellCheck={false} />
        ) : (
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} autoFocus />
        )}
      </Form.Item>
      <Form.Item name="trustBrowser" valuePropName="checked">
        <Checkbox>Trust this browser for 30 days</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled={loading}>
        {loading ? "Verifying..." : "Verify"}
      </Button>
      <div className="two-factor-step-links">
        {methods.includes("recovery") ? (
          <Button type="link" onClick={switchMethod}>
            {withRecoveryCode ? "Use your authenticator app" : "Use a recovery code"}
          </Button>
        ) : null}
        <Button type="link" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </Form>
  );
}
