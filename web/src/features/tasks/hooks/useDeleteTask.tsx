import { useMutation } from "@apollo/client/react";
import { DeleteTaskDocument } from "#web/graphql/generated/graphql.ts";
import { useConfirmedDelete } from "#web/ui/useConfirmedDelete.tsx";

export type DeleteTaskTarget = { id: string; title: string };

/** Asks "Delete <title>?" and deletes the task only when confirmed. */
export function useDeleteTask(onDeleted: () => void) {
  const [deleteTask] = useMutation(DeleteTaskDocument);
  return useConfirmedDelete<DeleteTaskTarget>({
    question: (task) => `Delete ${task.title}?`,
    consequence: "The task cannot be restored.",
    remove: (task) => deleteTask({ variables: { id: task.id } }),
    failureTitle: "Failed to delete task",
    successMessage: "Task deleted successfully",
    onDeleted,
  });
}
