import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { CONTACT_LIMITS, contactMessageInput } from "#schema/contact/contact.rules.ts";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { SendContactMessageDocument, type ContactMessageInput } from "#web/graphql/generated/graphql.ts";
import { firstIssueMessage } from "#web/ui/schemaRules.ts";
import { toast } from "#web/ui/toast.tsx";

const SEND_ERROR_TEXTS = {
  fallback: "Failed to send message",
  network: "Failed to send message. Please try again.",
};

const EMPTY_FORM: ContactMessageInput = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form. Its rules run on submit (the first problem shows as a 'Validation Error' toast);
 * a valid message is stored on the server, thanked for, and the form clears.
 */
export function ContactForm() {
  const [form] = Form.useForm<ContactMessageInput>();
  const [sendContactMessage, { loading }] = useMutation(SendContactMessageDocument);

  async function handleFinish(values: ContactMessageInput) {
    const checked = contactMessageInput.safeParse(values);
    if (!checked.success) {
      toast.validationError(firstIssueMessage(checked.error));
      return;
    }
    try {
      await sendContactMessage({ variables: { input: checked.data } });
    } catch (error) {
      toast.error(userFacingError(error, SEND_ERROR_TEXTS));
      return;
    }
    toast.success("Thank you for contacting us. We'll get back to you soon!", "Message Sent");
    form.resetFields();
  }

  return (
    <Form<ContactMessageInput>
      form={form}
      name="contact"
      layout="vertical"
      requiredMark={false}
      initialValues={EMPTY_FORM}
      onFinish={handleFinish}
      noValidate
      aria-label="Contact form"
    >
      <Form.Item label="Name" name="name">
        <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} />
      </Form.Item>
      <Form.Item label="Email" name="email">
        <Input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
      </Form.Item>
      <Form.Item label="Subject" name="subject">
        <Input maxLength={CONTACT_LIMITS.subject} />
      </Form.Item>
      <Form.Item label="Message" name="message">
        <Input.TextArea rows={5} maxLength={CONTACT_LIMITS.message} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={loading}>
        {loading ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
