import { useMutation } from "@apollo/client/react";
import { Col, Form, Input, Row, Select } from "antd";
import { serverMessage } from "../../../app/userFacingError.ts";
import { CreateTaskDocument, type TaskPriority } from "../../../graphql/generated/graphql.ts";
import { FormDialog } from "../../../ui/FormDialog.tsx";
import { toast } from "../../../ui/toast.tsx";
import { CustomerPicker, type CustomerChoice } from "../../customers/components/CustomerPicker.tsx";
import { dueDateToIso } from "../utils/dueDate.ts";
import { TASK_PRIORITIES } from "../utils/taskPriority.ts";
import { AssigneeSelect } from "./AssigneeSelect.tsx";

type CreateTaskValues = {
  title: string;
  description?: string;
  /** A calendar day from the date input, "2026-03-15". */
  dueDate?: string;
  priority: TaskPriority;
  assigneeId?: string | null;
  customer?: CustomerChoice | null;
};

export type CreateTaskDialogProps = {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
};

export function CreateTaskDialog({ open, onClose, onSaved }: CreateTaskDialogProps) {
  const [createTask, { loading }] = useMutation(CreateTaskDocument);

  async function handleSubmit(values: CreateTaskValues) {
    try {
      await createTask({
        variables: {
          input: {
            title: values.title.trim(),
            description: values.description?.trim() ?? "",
            dueAt: dueDateToIso(values.dueDate),
            priority: values.priority,
            assigneeId: values.assigneeId ?? null,
            customerId: values.customer?.value ?? null,
          },
        },
      });
    } catch (error) {
      toast.error("Failed to create task", serverMessage(error));
      return;
    }
    toast.success("Task created successfully");
    onClose();
    onSaved();
  }

  return (
    <FormDialog<CreateTaskValues>
      title="Create Task"
      open={open}
      initialValues={{ priority: "medium" }}
      submitting={loading}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <Form.Item
        label="Title *"
        messageVariables={{ label: "Title" }}
        name="title"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input placeholder="Send the proposal" />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} placeholder="Add any details..." />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Due Date" name="dueDate">
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Priority" name="priority">
            <Select options={TASK_PRIORITIES.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Assignee" name="assigneeId">
        <AssigneeSelect />
      </Form.Item>
      <Form.Item label="Customer" name="customer">
        <CustomerPicker />
      </Form.Item>
    </FormDialog>
  );
}
