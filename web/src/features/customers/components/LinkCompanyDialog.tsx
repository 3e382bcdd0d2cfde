import { Checkbox, Form, Input } from "antd";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { CompanyPicker, type CompanyChoice } from "#web/ui/records/CompanyPicker.tsx";
import type { LinkChange } from "../hooks/useCustomerCompanies.ts";
import { ROLE_RULES } from "../utils/companyLinkRules.ts";

type LinkCompanyValues = { company: CompanyChoice | null; role?: string; primary: boolean };

export type LinkCompanyDialogProps = {
  open: boolean;
  /** Whether the person has no company yet: the first one starts as their primary. */
  firstCompany: boolean;
  saving: boolean;
  onClose: () => void;
  onLink: (change: LinkChange) => Promise<boolean>;
};

/** "Link Company": an existing company, the person's role there, and whether it is their primary one. */
export function LinkCompanyDialog({ open, firstCompany, saving, onClose, onLink }: LinkCompanyDialogProps) {
  async function handleSubmit({ company, role, primary }: LinkCompanyValues) {
    if (!company) return;
    if (await onLink({ companyId: company.value, role: role?.trim() ?? "", primary })) onClose();
  }

  return (
    <FormDialog<LinkCompanyValues>
      title="Link Company"
      name="link-company"
      open={open}
      initialValues={{ company: null, role: "", primary: firstCompany }}
      submitLabel="Link Company"
      submitting={saving}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <Form.Item label="Company *" name="company" rules={[{ required: true, message: "Company is required" }]}>
        <CompanyPicker />
      </Form.Item>
      <Form.Item label="Role" name="role" rules={ROLE_RULES}>
        <Input placeholder="Head of Purchasing" autoComplete="off" />
      </Form.Item>
      <Form.Item name="primary" valuePropName="checked">
        <Checkbox>Primary company (shown as the person's company)</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
