import { useMutation } from "@apollo/client/react";
import { Modal, Radio, Space } from "antd";
import { useState } from "react";
import { DeleteCompanyDocument, type CompanyDealsOnDelete } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { deletedCompanySummary } from "../utils/deletedCompanySummary.ts";

export type DeleteCompanyTarget = { id: string; name: string };

export type DeleteCompanyDialogProps = {
  /** The company asked about; null while the dialog is closed. */
  company: DeleteCompanyTarget | null;
  onClose: () => void;
  onDeleted: (company: DeleteCompanyTarget) => void;
};

/**
 * "Delete <name>?": says that its people are kept (unlinked from it) and asks what becomes of its
 * deals (kept without a company, or deleted with it), so nothing is deleted silently. Its tasks and
 * activities are kept, without the company.
 */
export function DeleteCompanyDialog({ company, onClose, onDeleted }: DeleteCompanyDialogProps) {
  const [deals, setDeals] = useState<CompanyDealsOnDelete>("keep");
  const [deleteCompany, { loading }] = useMutation(DeleteCompanyDocument);

  async function remove(target: DeleteCompanyTarget) {
    let summary: string;
    try {
      const { data } = await deleteCompany({ variables: { id: target.id, deals } });
      if (!data) return;
      summary = deletedCompanySummary(data.deleteCompany);
    } catch (error) {
      toast.error("Failed to delete company", serverMessage(error));
      return;
    }
    toast.success(summary, "Company deleted");
    onClose();
    onDeleted(target);
  }

  return (
    <Modal
      title={company ? `Delete ${company.name}?` : ""}
      open={company !== null}
      okText="Delete"
      okButtonProps={{ danger: true, loading }}
      cancelText="Cancel"
      onOk={() => (company ? void remove(company) : undefined)}
      onCancel={onClose}
      afterClose={() => setDeals("keep")}
      destroyOnHidden
    >
      <p>Its people are kept, unlinked from it. Its tasks and activities are kept, without the company.</p>
      <fieldset className="company-delete-deals">
        <legend>Its deals</legend>
        <Radio.Group value={deals} onChange={(event) => setDeals(event.target.value as CompanyDealsOnDelete)}>
          <Space orientation="vertical">
            <Radio value="keep">Keep them, without a company</Radio>
            <Radio value="delete">Delete them</Radio>
          </Space>
        </Radio.Group>
      </fieldset>
    </Modal>
  );
}
