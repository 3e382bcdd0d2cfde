import { Button, Form, Input, Space } from "antd";
import { TOTP_CODE_MESSAGE } from "#schema/auth/two-factor.rules.ts";

export type TotpCodeFormProps = {
  /** Names the form for screen readers and keeps its field's id unique on the page. */
  name: string;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
};

/** One code from the authenticator app, for each change of two-factor that asks for one. */
export function TotpCodeForm({ name, submitLabel, busy, danger, onSubmit, onCancel }: TotpCodeFormProps) {
  return (
    <Form<{ code: string }>
      name={name}
      className="settings-form"
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) => onSubmit(code)}
    >
      <Form.Item
        label="Authentication code"
        name="code"
        extra="The 6-digit code your authenticator app shows now."
        rules={[{ required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: TOTP_CODE_MESSAGE }]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" danger={danger} htmlType="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
      </Space>
    </Form>
  );
}
