import { Alert, Button, Form, Input } from "antd";
import { emailLinkRequest } from "#schema/auth/recovery.rules.ts";
import { schemaRules } from "#web/ui/schemaRules.ts";

export type EmailLinkFormProps = {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's answer once a link was asked for; it reads the same whether the address has an account. */
  sentMessage: string | null;
  onSubmit: (email: string) => void;
};

/** One e-mail field that asks for a link: a password reset or a fresh verification link. */
export function EmailLinkForm({ submitLabel, busyLabel, busy, sentMessage, onSubmit }: EmailLinkFormProps) {
  return (
    <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={({ email }) => onSubmit(email.trim())}>
      <Form.Item label="Email" name="email" rules={schemaRules(emailLinkRequest.shape.email)}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <div role="status">{sentMessage ? <Alert type="success" showIcon title={sentMessage} /> : null}</div>
      <Button type="primary" htmlType="submit" block disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
