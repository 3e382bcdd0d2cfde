import { useMutation } from "@apollo/client/react";
import { DeleteActivityDocument } from "#web/graphql/generated/graphql.ts";
import { useConfirmedDelete } from "#web/ui/useConfirmedDelete.tsx";

export type DeleteActivityTarget = { id: string; title: string };

/** Asks "Delete <title>?" and deletes the activity only when confirmed. */
export function useDeleteActivity(onDeleted: () => void) {
  const [deleteActivity] = useMutation(DeleteActivityDocument);
  return useConfirmedDelete<DeleteActivityTarget>({
    question: (activity) => `Delete ${activity.title}?`,
    consequence: "This cannot be undone.",
    remove: (activity) => deleteActivity({ variables: { id: activity.id } }),
    failureTitle: "Failed to delete activity",
    successMessage: "Activity deleted successfully",
    onDeleted,
  });
}
