import { Form, Input } from "antd";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import type { CompanyLink } from "../hooks/useCustomerCompanies.ts";
import { ROLE_RULES } from "../utils/companyLinkRules.ts";

export type EditRoleDialogProps = {
  /** The link whose role is edited; the dialog is open while there is one. */
  link: CompanyLink | null;
  saving: boolean;
  onClose: () => void;
  onSave: (link: CompanyLink, role: string) => Promise<boolean>;
};

/** "Edit Role": the person's role (job title) at one of their companies. */
export function EditRoleDialog({ link, saving, onClose, onSave }: EditRoleDialogProps) {
  return (
    <FormDialog<{ role?: string }>
      title={link ? `Role at ${link.company.name}` : "Role"}
      name="edit-role"
      open={link !== null}
      initialValues={{ role: link?.role ?? "" }}
      submitLabel="Save Role"
      submitting={saving}
      onCancel={onClose}
      onSubmit={async ({ role }) => {
        if (link && (await onSave(link, role?.trim() ?? ""))) onClose();
      }}
    >
      <Form.Item label="Role" name="role" rules={ROLE_RULES}>
        <Input placeholder="Head of Purchasing" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
