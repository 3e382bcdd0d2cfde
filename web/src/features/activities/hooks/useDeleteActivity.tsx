import { useMutation } from "@apollo/client/react";
import { Modal } from "antd";
import type { ReactElement } from "react";
import { serverMessage } from "../../../ui/userFacingError.ts";
import { DeleteActivityDocument } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";

export type DeleteActivityTarget = { id: string; title: string };

/**
 * Asks "Delete <title>?" and deletes the activity only when confirmed. Render `confirmation`
 * somewhere in the component so the dialog follows the theme.
 */
export function useDeleteActivity(onDeleted: () => void): {
  confirmDelete: (activity: DeleteActivityTarget) => void;
  confirmation: ReactElement;
} {
  const [modal, confirmation] = Modal.useModal();
  const [deleteActivity] = useMutation(DeleteActivityDocument);

  async function remove(activity: DeleteActivityTarget) {
    try {
      await deleteActivity({ variables: { id: activity.id } });
    } catch (error) {
      toast.error("Failed to delete activity", serverMessage(error));
      return;
    }
    toast.success("Activity deleted successfully");
    onDeleted();
  }

  function confirmDelete(activity: DeleteActivityTarget) {
    void modal.confirm({
      title: `Delete ${activity.title}?`,
      content: "This cannot be undone.",
      okText: "Delete",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => remove(activity),
    });
  }

  return { confirmDelete, confirmation };
}
