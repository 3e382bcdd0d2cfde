import { Form, Input } from "antd";
import { customerCompanyLinkInput } from "#schema/customers/customers.rules.ts";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { schemaRules } from "#web/ui/schemaRules.ts";

/** The role's rule, as the server checks a link's role. */
export const ROLE_RULES = schemaRules(customerCompanyLinkInput.shape.role);

export type EditRoleDialogProps = {
  /** The person whose role is edited, with their role now; null while closed. */
  person: { name: string; role: string } | null;
  submitting: boolean;
  onClose: () => void;
  onSave: (role: string) => void;
};

/** "Edit role of <name>": the person's role (job title) at the company. */
export function EditRoleDialog({ person, submitting, onClose, onSave }: EditRoleDialogProps) {
  return (
    <FormDialog<{ role?: string }>
      title={person ? `Edit role of ${person.name}` : "Edit role"}
      name="role"
      open={person !== null}
      initialValues={{ role: person?.role ?? "" }}
      submitting={submitting}
      onCancel={onClose}
      onSubmit={(values) => onSave(values.role?.trim() ?? "")}
    >
      <Form.Item label="Role" name="role" rules={ROLE_RULES}>
        <Input placeholder="Head of Purchasing" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
