import { Form, Input } from "antd";
import { MAX_WORKSPACE_NAME_LENGTH, workspaceName } from "#schema/workspaces/workspaces.rules.ts";
import { schemaRules } from "../schemaRules.ts";

const RULES = schemaRules(workspaceName);

/** The "Workspace name" field of the create and rename forms. */
export function WorkspaceNameField() {
  return (
    <Form.Item label="Workspace name" name="name" rules={RULES}>
      <Input maxLength={MAX_WORKSPACE_NAME_LENGTH} autoComplete="organization" />
    </Form.Item>
  );
}
