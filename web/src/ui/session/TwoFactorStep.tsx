import { useMutation } from "@apollo/client/react";
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Button, Checkbox, Form, Input, Typography } from "antd";
import { useState } from "react";
import { RECOVERY_CODE_MESSAGE, TOTP_CODE_MESSAGE } from "#schema/auth/two-factor.rules.ts";
import {
  LoginTwoFactorDocument,
  StartPasskeySecondFactorDocument,
  type TwoFactorMethod,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "../toast.tsx";
import { userFacingError } from "../userFacingError.ts";
import { passkeyError } from "./passkeyError.ts";
import { passkeysOffered } from "./passkeySupport.ts";

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
 * authenticator app, (behind "Use a recovery code") one of the recovery codes, or one of the account's
 * passkeys ("Use a passkey", where the site is reached by a name). "Trust this browser for 30 days"
 * lets later password sign-ins from this browser skip the step.
 */
export function TwoFactorStep({ methods, onSignedIn, onCancel }: TwoFactorStepProps) {
  const [loginTwoFactor, { loading }] = useMutation(LoginTwoFactorDocument);
  const [startPasskey] = useMutation(StartPasskeySecondFactorDocument);
  const hasTotp = methods.includes("totp");
  const [withRecoveryCode, setWithRecoveryCode] = useState(!hasTotp);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [form] = Form.useForm<StepValues>();
  const withCode = hasTotp || methods.includes("recovery");
  const withPasskey = methods.includes("passkey") && passkeysOffered();

  async function verifyWithPasskey() {
    setPasskeyBusy(true);
    try {
      const { data } = await startPasskey();
      const passkey = await startAuthentication({
        optionsJSON: data?.startPasskeySecondFactor as PublicKeyCredentialRequestOptionsJSON,
      });
      const trustBrowser = form.getFieldValue("trustBrowser") === true;
      await loginTwoFactor({ variables: { input: { passkey, ...(trustBrowser ? { trustBrowser } : {}) } } });
    } catch (error) {
      toast.error(passkeyError(error));
      setPasskeyBusy(false);
      return;
    }
    await onSignedIn();
  }

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
      {withCode ? (
        <>
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
              {
                required: true,
                whitespace: true,
                message: withRecoveryCode ? RECOVERY_CODE_MESSAGE : TOTP_CODE_MESSAGE,
              },
            ]}
          >
            {withRecoveryCode ? (
              <Input autoComplete="off" autoFocus={!withPasskey} spellCheck={false} />
            ) : (
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} autoFocus />
            )}
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="trustBrowser" valuePropName="checked">
        <Checkbox>Trust this browser for 30 days</Checkbox>
      </Form.Item>
      {withCode ? (
        <Button type={withPasskey && !hasTotp ? "default" : "primary"} htmlType="submit" block disabled={loading}>
          {loading && !passkeyBusy ? "Verifying..." : "Verify"}
        </Button>
      ) : null}
      {withPasskey ? (
        <div className="passkey-sign-in">
          <Button
            type={hasTotp ? "default" : "primary"}
            block
            onClick={() => void verifyWithPasskey()}
            disabled={passkeyBusy}
          >
            {passkeyBusy ? "Waiting for your passkey..." : "Use a passkey"}
          </Button>
        </div>
      ) : null}
      {methods.includes("passkey") && !withPasskey ? (
        <Typography.Paragraph>
          Passkeys work only when this site is opened by its name, not by an IP address.
        </Typography.Paragraph>
      ) : null}
      <div className="two-factor-step-links">
        {hasTotp && methods.includes("recovery") ? (
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
