import { Button, Form, Input } from "antd";
import { loginInput } from "#schema/auth/auth.rules.ts";
import { schemaRules } from "../schemaRules.ts";
import type { LoginInput } from "#web/graphql/generated/graphql.ts";

export type CredentialsFormProps = {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: LoginInput) => void;
  /** A line under the Username field (the sign-in page says an e-mail address works too). */
  usernameHint?: string;
};

/** The username and password fields both sign-in screens (user and admin) share. */
export function CredentialsForm({ submitLabel, busyLabel, busy, onSubmit, usernameHint }: CredentialsFormProps) {
  return (
    <Form<LoginInput> layout="vertical" requiredMark={false} onFinish={onSubmit}>
      <Form.Item label="Username" name="username" extra={usernameHint} rules={schemaRules(loginInput.shape.username)}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={schemaRules(loginInput.shape.password)}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
