import { useMutation } from "@apollo/client/react";
import { serverMessage } from "../userFacingError.ts";
import { CreateWorkspaceDocument, SwitchWorkspaceDocument } from "#web/graphql/generated/graphql.ts";
import { loadPage } from "../loadPage.ts";
import { toast } from "../toast.tsx";

const AFTER_ENTERING = "/dashboard";

/**
 * Switching to or creating a workspace: the server moves the session into it, then the dashboard
 * loads afresh so every screen shows the new workspace's data. Each returns false when it failed
 * (the reason is toasted).
 */
export function useEnterWorkspace() {
  const [switchWorkspace, switching] = useMutation(SwitchWorkspaceDocument);
  const [createWorkspace, creating] = useMutation(CreateWorkspaceDocument);

  async function switchTo(workspaceId: string): Promise<boolean> {
    try {
      await switchWorkspace({ variables: { workspaceId } });
    } catch (error) {
      toast.error("Failed to switch workspace", serverMessage(error));
      return false;
    }
    loadPage(AFTER_ENTERING);
    return true;
  }

  async function create(name: string): Promise<boolean> {
    try {
      await createWorkspace({ variables: { input: { name } } });
    } catch (error) {
      toast.error("Failed to create the workspace", serverMessage(error));
      return false;
    }
    loadPage(AFTER_ENTERING);
    return true;
  }

  // After a success the page is about to load afresh: stay busy until it does.
  const busy = [switching, creating].some(({ loading, called, error }) => loading || (called && !error));
  return { switchTo, create, busy };
}
