import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { setPasswordForm, type SetPasswordFormValues } from "#schema/account/account.rules.ts";
import { AccountPasswordDocument, SetPasswordDocument } from "#web/graphql/generated/graphql.ts";
import { firstIssueMessage } from "#web/ui/schemaRules.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

const EMPTY: SetPasswordFormValues = { newPassword: "", confirmPassword: "" };

/** A first password for an account made at a single sign-on: there is no current one to give. */
export function SetPasswordForm() {
  const [form] = Form.useForm<SetPasswordFormValues>();
  const [setPassword, { loading }] = useMutation(SetPasswordDocument, {
    refetchQueries: [AccountPasswordDocument],
    awaitRefetchQueries: true,
  });

  async function handleFinish(values: SetPasswordFormValues) {
    const checked = setPasswordForm.safeParse(values);
    if (!checked.success) {
      toast.validationError(firstIssueMessage(checked.error));
      return;
    }
    try {
      const result = await setPassword({ variables: { input: { newPassword: values.newPassword } } });
      if (result.data) toast.success(result.data.setPassword.message, "Password Set");
    } catch (error) {
      toast.error("Failed to set the password", serverMessage(error));
    }
  }

  return (
    <Form<SetPasswordFormValues>
      form={form}
      name="set-password"
      className="settings-form"
      layout="vertical"
      requiredMark={false}
      initialValues={EMPTY}
      onFinish={handleFinish}
    >
      <Form.Item label="New Password" name="newPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm New Password" name="confirmPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={loading}>
        {loading ? "Setting password..." : "Set Password"}
      </Button>
    </Form>
  );
}
