import { useMutation } from "@apollo/client/react";
import { Button, Form, Input, Select } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { InvitationsDocument, InviteMemberDocument, type InviteMemberInput } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { ROLE_LABELS } from "#web/ui/workspace/workspaceRoles.ts";

const ROLE_OPTIONS = (["member", "owner"] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Sends an invitation e-mail; the person joins with the role chosen here. */
export function InviteMemberForm() {
  const [form] = Form.useForm<InviteMemberInput>();
  const [inviteMember, { loading }] = useMutation(InviteMemberDocument, { refetchQueries: [InvitationsDocument] });

  async function handleFinish(values: InviteMemberInput) {
    const email = values.email.trim();
    try {
      await inviteMember({ variables: { input: { email, role: values.role } } });
    } catch (error) {
      toast.error("Failed to send the invitation", serverMessage(error));
      return;
    }
    toast.success(`Invitation sent to ${email}`);
    form.resetFields();
  }

  return (
    <Form<InviteMemberInput>
      form={form}
      name="invite-member"
      className="invite-member-form"
      layout="vertical"
      requiredMark={false}
      initialValues={{ role: "member" }}
      onFinish={handleFinish}
    >
      <Form.Item
        className="invite-member-email"
        label="Email"
        name="email"
        rules={[{ required: true, whitespace: true, message: "Email is required" }]}
      >
        <Input type="email" autoComplete="off" placeholder="name@example.com" />
      </Form.Item>
      <Form.Item className="invite-member-role" label="Role" name="role">
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item className="invite-member-submit">
        <Button type="primary" htmlType="submit" disabled={loading}>
          {loading ? "Sending..." : "Send invitation"}
        </Button>
      </Form.Item>
    </Form>
  );
}
