import { useMutation } from "@apollo/client/react";
import { DeleteCustomerDocument } from "#web/graphql/generated/graphql.ts";
import { useConfirmedDelete } from "#web/ui/useConfirmedDelete.tsx";

export type DeleteCustomerTarget = { id: string; name: string };

/** Asks "Delete <name>?" and deletes the customer (with their deals, tasks and activities) only when confirmed. */
export function useDeleteCustomer(onDeleted: (customer: DeleteCustomerTarget) => void) {
  const [deleteCustomer] = useMutation(DeleteCustomerDocument);
  return useConfirmedDelete<DeleteCustomerTarget>({
    question: (customer) => `Delete ${customer.name}?`,
    consequence: "This also deletes their deals, tasks and activities.",
    remove: (customer) => deleteCustomer({ variables: { id: customer.id } }),
    failureTitle: "Failed to delete customer",
    successMessage: "Customer deleted successfully",
    onDeleted,
  });
}
