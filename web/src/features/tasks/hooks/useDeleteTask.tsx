import { useMutation } from "@apollo/client/react";
import { Modal } from "antd";
import type { ReactElement } from "react";
import { serverMessage } from "../../../ui/userFacingError.ts";
import { DeleteTaskDocument } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";

export type DeleteTaskTarget = { id: string; title: string };

/**
 * Asks "Delete <title>?" and deletes the task only when confirmed. Render `confirmation` somewhere
 * in the component so the dialog follows the theme.
 */
export function useDeleteTask(onDeleted: () => void): {
  confirmDelete: (task: DeleteTaskTarget) => void;
  confirmation: ReactElement;
} {
  const [modal, confirmation] = Modal.useModal();
  const [deleteTask] = useMutation(DeleteTaskDocument);

  async function remove(task: DeleteTaskTarget) {
    try {
      await deleteTask({ variables: { id: task.id } });
    } catch (error) {
      toast.error("Failed to delete task", serverMessage(error));
      return;
    }
    toast.success("Task deleted successfully");
    onDeleted();
  }

  function confirmDelete(task: DeleteTaskTarget) {
    void modal.confirm({
      title: `Delete ${task.title}?`,
      content: "The task cannot be restored.",
      okText: "Delete",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => remove(task),
    });
  }

  return { confirmDelete, confirmation };
}
