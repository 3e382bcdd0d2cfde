import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";

/** What a screen that sent the person here (after leaving or deleting a workspace) wants to tell them. */
export type WorkspaceChooserState = { notice?: string } | null;

/**
 * After leaving or deleting the current workspace: the chooser, telling why, with nothing of the
 * old workspace left in the cache.
 */
export function useOpenWorkspaceChooser(): (notice: string) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async (notice: string) => {
      const state: WorkspaceChooserState = { notice };
      await navigate("/workspaces", { replace: true, state });
      await client.clearStore();
    },
    [client, navigate],
  );
}
