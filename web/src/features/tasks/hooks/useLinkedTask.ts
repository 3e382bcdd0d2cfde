import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { TaskDocument, type TaskFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { isNotFoundError } from "#web/ui/isNotFoundError.ts";

/** The address parameter naming a task to open: /tasks?task=<id> (the search palette links so). */
export const TASK_PARAM = "task";

export type LinkedTask = {
  /** The task the address names, once loaded. */
  task: TaskFieldsFragment | null;
  /** The address names a task this workspace does not have. */
  missing: boolean;
  /** Takes the task out of the address (its dialog was closed). */
  forget: () => void;
};

/** The task named by ?task=<id>, for the Tasks screen to open its edit dialog. */
export function useLinkedTask(): LinkedTask {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(TASK_PARAM);
  const { data, error } = useQuery(TaskDocument, { variables: { id: id ?? "" }, skip: !id });
  return {
    task: id ? (data?.task ?? null) : null,
    missing: Boolean(id) && (isNotFoundError(error) || data?.task === null),
    forget: () => {
      if (!id) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(TASK_PARAM);
          return next;
        },
        { replace: true },
      );
    },
  };
}
