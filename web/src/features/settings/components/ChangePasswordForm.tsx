import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { changePasswordForm, type ChangePasswordFormValues } from "#schema/account/account.rules.ts";
import { ChangePasswordDocument } from "#web/graphql/generated/graphql.ts";
import { firstIssueMessage } from "#web/ui/schemaRules.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

const EMPTY: ChangePasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** A new password, proven by the current one; the server signs every other session out. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordFormValues>();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);

  async function handleFinish(values: ChangePasswordFormValues) {
    const checked = changePasswordForm.safeParse(values);
    if (!checked.success) {
      toast.validationError(firstIssueMessage(checked.error));
      return;
    }
    const { currentPassword, newPassword } = values;
    try {
      const result = await changePassword({ variables: { input: { currentPassword, newPassword } } });
      if (result.data) toast.success(result.data.changePassword.message, "Password Changed");
      form.resetFields();
    } catch (error) {
      toast.error("Failed to change the password", serverMessage(error));
    }
  }

  return (
    <Form<ChangePasswordFormValues>
      form={form}
      name="change-password"
      className="settings-form"
      layout="vertical"
      requiredMark={false}
      initialValues={EMPTY}
      onFinish={handleFinish}
    >
      <Form.Item label="Current Password" name="currentPassword">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New Password" name="newPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm New Password" name="confirmPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={loading}>
        {loading ? "Changing password..." : "Change Password"}
      </Button>
    </Form>
  );
}
