import { useMutation } from "@apollo/client/react";
import { Modal } from "antd";
import type { ReactElement } from "react";
import { serverMessage } from "../../../ui/userFacingError.ts";
import { DeleteCustomerDocument } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";

export type DeleteCustomerTarget = { id: string; name: string };

/**
 * Asks "Delete <name>?" and deletes the customer (with their deals, tasks and activities) only
 * when confirmed. Render `confirmation` somewhere in the component so the dialog follows the theme.
 */
export function useDeleteCustomer(onDeleted: (customer: DeleteCustomerTarget) => void): {
  confirmDelete: (customer: DeleteCustomerTarget) => void;
  confirmation: ReactElement;
} {
  const [modal, confirmation] = Modal.useModal();
  const [deleteCustomer] = useMutation(DeleteCustomerDocument);

  async function remove(customer: DeleteCustomerTarget) {
    try {
      await deleteCustomer({ variables: { id: customer.id } });
    } catch (error) {
      toast.error("Failed to delete customer", serverMessage(error));
      return;
    }
    toast.success("Customer deleted successfully");
    onDeleted(customer);
  }

  function confirmDelete(customer: DeleteCustomerTarget) {
    void modal.confirm({
      title: `Delete ${customer.name}?`,
      content: "This also deletes their deals, tasks and activities.",
      okText: "Delete",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => remove(customer),
    });
  }

  return { confirmDelete, confirmation };
}
