import { useMutation } from "@apollo/client/react";
import { Form, Input, Select } from "antd";
import { serverMessage } from "../../../app/userFacingError.ts";
import { CreateActivityDocument, type ActivityType } from "../../../graphql/generated/graphql.ts";
import { FormDialog } from "../../../ui/FormDialog.tsx";
import { toast } from "../../../ui/toast.tsx";
import { CustomerPicker, type CustomerChoice } from "../../customers/components/CustomerPicker.tsx";
import { ACTIVITY_TYPES } from "../utils/activityTypes.ts";

type LogActivityValues = {
  type: ActivityType;
  title: string;
  description?: string;
  customer?: CustomerChoice | null;
};

export type LogActivityDialogProps = {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
};

/** Records a call, email, meeting or note, optionally for a customer; it happened now. */
export function LogActivityDialog({ open, onClose, onSaved }: LogActivityDialogProps) {
  const [createActivity, { loading }] = useMutation(CreateActivityDocument);

  async function handleSubmit(values: LogActivityValues) {
    try {
      await createActivity({
        variables: {
          input: {
            type: values.type,
            title: values.title.trim(),
            description: values.description?.trim() ?? "",
            customerId: values.customer?.value ?? null,
          },
        },
      });
    } catch (error) {
      toast.error("Failed to log activity", serverMessage(error));
      return;
    }
    toast.success("Activity logged successfully");
    onClose();
    onSaved();
  }

  return (
    <FormDialog<LogActivityValues>
      title="Log Activity"
      open={open}
      initialValues={{ type: "call" }}
      submitting={loading}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <Form.Item label="Type *" messageVariables={{ label: "Type" }} name="type" rules={[{ required: true }]}>
        <Select options={ACTIVITY_TYPES.map(({ value, label }) => ({ value, label }))} />
      </Form.Item>
      <Form.Item
        label="Title *"
        messageVariables={{ label: "Title" }}
        name="title"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input placeholder="Follow-up call about the proposal" />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} placeholder="What was discussed?" />
      </Form.Item>
      <Form.Item label="Customer" name="customer">
        <CustomerPicker />
      </Form.Item>
    </FormDialog>
  );
}
