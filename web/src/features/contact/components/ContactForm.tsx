import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { userFacingError } from "../../../ui/userFacingError.ts";
import { SendContactMessageDocument } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";
import { trimContactForm, validateContactForm, type ContactFormValues } from "../utils/validateContactForm.ts";

const SEND_ERROR_TEXTS = {
  fallback: "Failed to send message",
  network: "Failed to send message. Please try again.",
};

const EMPTY_FORM: ContactFormValues = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form. Its rules run on submit (the first problem shows as a 'Validation Error' toast);
 * a valid message is stored on the server, thanked for, and the form clears.
 */
export function ContactForm() {
  const [form] = Form.useForm<ContactFormValues>();
  const [sendContactMessage, { loading }] = useMutation(SendContactMessageDocument);

  async function handleFinish(values: ContactFormValues) {
    const problem = validateContactForm(values);
    if (problem) {
      toast.validationError(problem);
      return;
    }
    try {
      await sendContactMessage({ variables: { input: trimContactForm(values) } });
    } catch (error) {
      toast.error(userFacingError(error, SEND_ERROR_TEXTS));
      return;
    }
    toast.success("Thank you for contacting us. We'll get back to you soon!", "Message Sent");
    form.resetFields();
  }

  return (
    <Form<ContactFormValues>
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
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item label="Email" name="email">
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Form.Item label="Subject" name="subject">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Message" name="message">
        <Input.TextArea rows={5} maxLength={5000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={loading}>
        {loading ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
