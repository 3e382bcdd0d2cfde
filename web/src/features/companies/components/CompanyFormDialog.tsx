import { useMutation, useQuery } from "@apollo/client/react";
import {
  CreateCompanyDocument,
  UpdateCompanyDocument,
  ViewerDocument,
  type CompanyFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { companyFormValues, companyInput, type CompanyFormValues } from "../utils/companyFormValues.ts";
import { CompanyFormFields } from "./CompanyFormFields.tsx";

export type CompanyFormDialogProps = {
  open: boolean;
  /** The company to edit; without one the dialog adds a company. */
  company?: CompanyFieldsFragment | null;
  onClose: () => void;
  onSaved: (company: CompanyFieldsFragment) => void;
};

/** "Add Company" or "Edit Company": the company form in a dialog that closes once saved. */
export function CompanyFormDialog({ open, company, onClose, onSaved }: CompanyFormDialogProps) {
  // A new company is owned by whoever adds it: the form opens once the viewer is known (the shell has
  // asked already, so at once).
  const viewerQuery = useQuery(ViewerDocument, { fetchPolicy: "cache-first" });
  const viewer = viewerQuery.data?.viewer;
  const [createCompany, { loading: creating }] = useMutation(CreateCompanyDocument);
  const [updateCompany, { loading: updating }] = useMutation(UpdateCompanyDocument);

  async function save(values: CompanyFormValues): Promise<CompanyFieldsFragment | undefined> {
    const input = companyInput(values);
    if (company) return (await updateCompany({ variables: { id: company.id, input } })).data?.updateCompany;
    return (await createCompany({ variables: { input } })).data?.createCompany;
  }

  async function handleSubmit(values: CompanyFormValues) {
    let saved: CompanyFieldsFragment | undefined;
    try {
      saved = await save(values);
    } catch (error) {
      toast.error(company ? "Failed to update company" : "Failed to add company", serverMessage(error));
      return;
    }
    if (!saved) return;
    toast.success(company ? "Company updated successfully" : "Company added successfully");
    onClose();
    onSaved(saved);
  }

  return (
    <FormDialog<CompanyFormValues>
      title={company ? "Edit Company" : "Add Company"}
      name="company"
      open={open && !viewerQuery.loading}
      initialValues={companyFormValues(company ?? null, viewer?.id ?? null)}
      submitLabel={company ? "Save Changes" : "Add Company"}
      submitting={creating || updating}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <CompanyFormFields />
    </FormDialog>
  );
}
