import { Form, Input } from "antd";

/** The longest name the server accepts. */
export const WORKSPACE_NAME_MAX_LENGTH = 100;

/** The "Workspace name" field of the create and rename forms. */
export function WorkspaceNameField() {
  return (
    <Form.Item
      label="Workspace name"
      name="name"
      rules={[{ required: true, whitespace: true, message: "Please enter a workspace name" }]}
    >
      <Input maxLength={WORKSPACE_NAME_MAX_LENGTH} autoComplete="organization" />
    </Form.Item>
  );
}
