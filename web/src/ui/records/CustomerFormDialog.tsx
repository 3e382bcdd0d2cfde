import { useMutation } from "@apollo/client/react";
import { serverMessage } from "../userFacingError.ts";
import {
  CreateCustomerDocument,
  UpdateCustomerDocument,
  type CustomerFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "../FormDialog.tsx";
import { toast } from "../toast.tsx";
import { customerFormValues, customerInput, type CustomerFormValues } from "./customerFormValues.ts";
import { CustomerFormFields } from "./CustomerFormFields.tsx";

export type CustomerFormDialogProps = {
  open: boolean;
  /** The customer to edit; without one the dialog adds a new customer. */
  customer?: CustomerFieldsFragment | null;
  onClose: () => void;
  onSaved: (customer: CustomerFieldsFragment) => void;
};

/** 'Add New Customer' or 'Edit Customer': the customer form in a dialog that closes once saved. */
export function CustomerFormDialog({ open, customer, onClose, onSaved }: CustomerFormDialogProps) {
  const [createCustomer, { loading: creating }] = useMutation(CreateCustomerDocument);
  const [updateCustomer, { loading: updating }] = useMutation(UpdateCustomerDocument);
  const editing = Boolean(customer);

  async function save(values: CustomerFormValues): Promise<CustomerFieldsFragment | undefined> {
    const input = customerInput(values);
    if (customer) {
      const { data } = await updateCustomer({ variables: { id: customer.id, input } });
      return data?.updateCustomer;
    }
    const { data } = await createCustomer({ variables: { input } });
    return data?.createCustomer;
  }

  async function handleSubmit(values: CustomerFormValues) {
    let saved: CustomerFieldsFragment | undefined;
    try {
      saved = await save(values);
    } catch (error) {
      toast.error(editing ? "Failed to update customer" : "Failed to add customer", serverMessage(error));
      return;
    }
    if (!saved) return;
    toast.success(editing ? "Customer updated successfully" : "Customer added successfully");
    onClose();
    onSaved(saved);
  }

  return (
    <FormDialog<CustomerFormValues>
      title={editing ? "Edit Customer" : "Add New Customer"}
      open={open}
      initialValues={customerFormValues(customer)}
      submitLabel={editing ? "Save Changes" : "Add Customer"}
      submitting={creating || updating}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <CustomerFormFields />
    </FormDialog>
  );
}
