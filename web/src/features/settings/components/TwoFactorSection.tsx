import { useMutation, useQuery } from "@apollo/client/react";
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Alert, Button, Card, Flex, QRCode, Space, Typography } from "antd";
import { useState } from "react";
import {
  ConfirmTotpDocument,
  DisableTotpDocument,
  RegenerateRecoveryCodesDocument,
  StartPasskeyProofDocument,
  StartTotpEnrolmentDocument,
  TwoFactorStatusDocument,
} from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { passkeyError } from "#web/ui/session/passkeyError.ts";
import { passkeysOffered } from "#web/ui/session/passkeySupport.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { RecoveryCodesList } from "./RecoveryCodesList.tsx";
import { TotpCodeForm } from "./TotpCodeForm.tsx";

type Enrolment = { secret: string; otpauthUrl: string };
/** What the section shows besides the status: a change asking for a code, or codes shown once. */
type Step =
  | { kind: "status" }
  | { kind: "enrolling"; enrolment: Enrolment }
  | { kind: "codes"; codes: readonly string[] }
  | { kind: "regenerate" }
  | { kind: "disable" };

const STATUS: Step = { kind: "status" };

/**
 * Settings → Security: two-factor sign-in with an authenticator app. Turning it on shows a QR code
 * (and the key as text) and asks for a code; the recovery codes are shown once, to download or copy.
 */
export function TwoFactorSection() {
  const { data, loading, error, refetch } = useQuery(TwoFactorStatusDocument);
  const [step, setStep] = useState<Step>(STATUS);
  const [start, starting] = useMutation(StartTotpEnrolmentDocument);
  const [confirm, confirming] = useMutation(ConfirmTotpDocument);
  const [regenerate, regenerating] = useMutation(RegenerateRecoveryCodesDocument);
  const [disable, disabling] = useMutation(DisableTotpDocument);
  const [startProof] = useMutation(StartPasskeyProofDocument);
  const [proving, setProving] = useState(false);
  const status = data?.viewer?.twoFactor;

  async function run<T>(action: () => Promise<T>, failure: string): Promise<T | undefined> {
    try {
      return await action();
    } catch (caught) {
      toast.error(failure, serverMessage(caught));
      return undefined;
    }
  }

  async function startEnrolment() {
    const result = await run(() => start(), "Could not start two-factor setup");
    if (result?.data) setStep({ kind: "enrolling", enrolment: result.data.startTotpEnrolment });
  }

  async function confirmCode(code: string) {
    const result = await run(() => confirm({ variables: { input: { code } } }), "Could not turn on two-factor");
    if (!result?.data) return;
    toast.success("Two-factor authentication is on");
    setStep({ kind: "codes", codes: result.data.confirmTotp.recoveryCodes });
    await refetch();
  }

  async function regenerateCodes(code: string) {
    const result = await run(() => regenerate({ variables: { input: { code } } }), "Could not make new codes");
    if (!result?.data) return;
    setStep({ kind: "codes", codes: result.data.regenerateRecoveryCodes.recoveryCodes });
    await refetch();
  }

  /** A passkey-only account's new recovery codes: one of its passkeys stands in for the app's code. */
  async function regenerateWithPasskey() {
    setProving(true);
    try {
      const { data: proof } = await startProof();
      const passkey = await startAuthentication({
        optionsJSON: proof?.startPasskeyProof as PublicKeyCredentialRequestOptionsJSON,
      });
      const result = await regenerate({ variables: { input: { passkey } } });
      if (result.data) setStep({ kind: "codes", codes: result.data.regenerateRecoveryCodes.recoveryCodes });
      await refetch();
    } catch (caught) {
      toast.error("Could not make new codes", passkeyError(caught));
    } finally {
      setProving(false);
    }
  }

  async function turnOff(code: string) {
    const result = await run(() => disable({ variables: { input: { code } } }), "Could not turn off two-factor");
    if (!result?.data) return;
    toast.success(result.data.disableTotp.message);
    setStep(STATUS);
    await refetch();
  }

  function body() {
    if (loading && !status) return <LoadingScreen />;
    if (error || !status) return <Alert type="error" showIcon title="Failed to load your two-factor settings" />;
    if (step.kind === "codes") return <RecoveryCodesList codes={step.codes} onDone={() => setStep(STATUS)} />;
    if (step.kind === "enrolling") {
      return (
        <EnrolmentStep
          enrolment={step.enrolment}
          busy={confirming.loading}
          onConfirm={(code) => void confirmCode(code)}
          onCancel={() => setStep(STATUS)}
        />
      );
    }
    if (!status.enabled) {
      return (
        <Flex vertical gap="middle" align="start">
          <Typography.Paragraph className="settings-note">
            {status.passkeys > 0
              ? `The authenticator app is off: your passkeys are your second factor (see Passkeys below). Recovery codes left: ${status.recoveryCodesLeft}.`
              : "Two-factor authentication is off. With it on, signing in also asks for a code from an authenticator app on your phone."}
          </Typography.Paragraph>
          <Space wrap>
            <Button type="primary" onClick={() => void startEnrolment()} disabled={starting.loading}>
              Set up two-factor authentication
            </Button>
            {status.passkeys > 0 && passkeysOffered() ? (
              <Button onClick={() => void regenerateWithPasskey()} disabled={proving}>
                {proving ? "Waiting for your passkey..." : "Generate new codes with a passkey"}
              </Button>
            ) : null}
          </Space>
        </Flex>
      );
    }
    return (
      <Flex vertical gap="middle" align="start">
        <Typography.Paragraph className="settings-note">
          Two-factor authentication is on. Recovery codes left: {status.recoveryCodesLeft}.
        </Typography.Paragraph>
        {step.kind === "regenerate" ? (
          <TotpCodeForm
            name="regenerate-recovery-codes"
            submitLabel="Generate new codes"
            busy={regenerating.loading}
            onSubmit={(code) => void regenerateCodes(code)}
            onCancel={() => setStep(STATUS)}
          />
        ) : null}
        {step.kind === "disable" ? (
          <TotpCodeForm
            name="disable-two-factor"
            submitLabel="Turn off"
            danger
            busy={disabling.loading}
            onSubmit={(code) => void turnOff(code)}
            onCancel={() => setStep(STATUS)}
          />
        ) : null}
        {step.kind === "status" ? (
          <Space wrap>
            <Button onClick={() => setStep({ kind: "regenerate" })}>Generate new codes</Button>
            <Button danger onClick={() => setStep({ kind: "disable" })}>
              Turn off
            </Button>
          </Space>
        ) : null}
      </Flex>
    );
  }

  return <Card title="Two-factor authentication">{body()}</Card>;
}

type EnrolmentStepProps = {
  enrolment: Enrolment;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
};

/** The new secret as a QR code and as text, and the code that confirms the app has it. */
function EnrolmentStep({ enrolment, busy, onConfirm, onCancel }: EnrolmentStepProps) {
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph>
        Scan this QR code with an authenticator app, or type the key into it. Then enter the code the app shows.
      </Typography.Paragraph>
      <QRCode
        value={enrolment.otpauthUrl}
        aria-label="QR code of the two-factor key for your authenticator app"
        bgColor="#ffffff"
        color="#000000"
      />
      <div>
        <Typography.Text id="totp-key-label">Key: </Typography.Text>
        <Typography.Text code copyable aria-labelledby="totp-key-label" className="totp-key">
          {enrolment.secret}
        </Typography.Text>
      </div>
      <TotpCodeForm
        name="confirm-two-factor"
        submitLabel="Turn on"
        busy={busy}
        onSubmit={onConfirm}
        onCancel={onCancel}
      />
    </Flex>
  );
}
