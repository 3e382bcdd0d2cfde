import { useMutation } from "@apollo/client/react";
import { serverMessage } from "../userFacingError.ts";
import { SetTaskCompletedDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "../toast.tsx";

/**
 * Saves a task's checkbox at once: the card shows the new state before the server answers, and
 * Apollo puts the old one back if the server refuses (its message is shown).
 */
export function useToggleTaskCompleted(onSaved: () => void) {
  const [setTaskCompleted] = useMutation(SetTaskCompletedDocument);

  return async function toggle(id: string, completed: boolean) {
    try {
      await setTaskCompleted({
        variables: { id, completed },
        optimisticResponse: { setTaskCompleted: { __typename: "Task", id, completed } },
      });
    } catch (error) {
      toast.error("Failed to update task", serverMessage(error));
      return;
    }
    onSaved();
  };
}
