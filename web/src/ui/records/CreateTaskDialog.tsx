import { useMutation, useQuery } from "@apollo/client/react";
import { Col, Form, Input, Row, Select } from "antd";
import { taskInput as taskRules } from "#schema/tasks/tasks.rules.ts";
import { serverMessage } from "../userFacingError.ts";
import {
  CreateTaskDocument,
  UpdateTaskDocument,
  ViewerDocument,
  type TaskFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "../FormDialog.tsx";
import { schemaRules } from "../schemaRules.ts";
import { toast } from "../toast.tsx";
import { CompanyPicker, type CompanyChoice } from "./CompanyPicker.tsx";
import { CustomerPicker, type CustomerChoice } from "./CustomerPicker.tsx";
import { MemberSelect } from "./MemberSelect.tsx";
import { taskFormValues, taskInput, type TaskFormValues } from "./taskFormValues.ts";
import { TASK_PRIORITIES } from "./taskPriority.ts";

const RULES = {
  title: schemaRules(taskRules.shape.title),
  description: schemaRules(taskRules.shape.description),
};

export type CreateTaskDialogProps = {
  open: boolean;
  /** The task to edit; without one the dialog creates a new task. */
  task?: TaskFieldsFragment | null;
  /** A new task's customer, when it is created from the customer's page. */
  customer?: CustomerChoice | null;
  /** A new task's company, when it is created from the company's page. */
  company?: CompanyChoice | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * 'Create Task' or 'Edit Task': the task form in a dialog that closes once saved. A new task is
 * assigned to whoever creates it unless they pick someone else (or Unassigned).
 */
export function CreateTaskDialog({ open, task, customer, company, onClose, onSaved }: CreateTaskDialogProps) {
  const viewer = useQuery(ViewerDocument, { fetchPolicy: "cache-first" }).data?.viewer;
  const newTask = { assigneeId: viewer?.id ?? null };
  const [createTask, { loading: creating }] = useMutation(CreateTaskDocument);
  const [updateTask, { loading: updating }] = useMutation(UpdateTaskDocument);

  async function handleSubmit(values: TaskFormValues) {
    const input = taskInput(values);
    try {
      if (task) await updateTask({ variables: { id: task.id, input } });
      else await createTask({ variables: { input } });
    } catch (error) {
      toast.error(task ? "Failed to update task" : "Failed to create task", serverMessage(error));
      return;
    }
    toast.success(task ? "Task updated successfully" : "Task created successfully");
    onClose();
    onSaved();
  }

  return (
    <FormDialog<TaskFormValues>
      title={task ? "Edit Task" : "Create Task"}
      open={open}
      initialValues={
        task
          ? taskFormValues(task, newTask)
          : { ...taskFormValues(null, newTask), customer: customer ?? null, company: company ?? null }
      }
      submitLabel={task ? "Save Changes" : "Save"}
      submitting={creating || updating}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <Form.Item label="Title *" messageVariables={{ label: "Title" }} name="title" rules={RULES.title}>
        <Input placeholder="Send the proposal" />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={RULES.description}>
        <Input.TextArea rows={3} placeholder="Add any details..." />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} sm={8}>
          <Form.Item label="Due Date" name="dueDate">
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            label="Due Time"
            name="dueTime"
            dependencies={["dueDate"]}
            extra="Optional"
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, time: string | undefined) => {
                  if (time && !getFieldValue("dueDate")) throw new Error("Due Date is required");
                },
              }),
            ]}
          >
            <Input type="time" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Priority" name="priority">
            <Select options={TASK_PRIORITIES.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Assignee" name="assigneeId">
        <MemberSelect placeholder="Unassigned" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Customer" name="customer">
            <CustomerPicker />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Company" name="company">
            <CompanyPicker placeholder="No company" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
