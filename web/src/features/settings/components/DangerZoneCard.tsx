import { useMutation } from "@apollo/client/react";
import { Button, Card, Modal } from "antd";
import { useState } from "react";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { LeaveWorkspaceDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import type { CurrentWorkspace } from "#web/ui/workspace/useCurrentWorkspace.ts";
import { useOpenWorkspaceChooser } from "#web/ui/workspace/useOpenWorkspaceChooser.ts";
import { DeleteWorkspaceDialog } from "./DeleteWorkspaceDialog.tsx";

export type DangerZoneCardProps = {
  workspace: CurrentWorkspace;
  isOwner: boolean;
};

/** Leaving (anyone; the server keeps the last owner) and, for owners, deleting the workspace. */
export function DangerZoneCard({ workspace, isOwner }: DangerZoneCardProps) {
  const [leaveWorkspace, { loading: leaving }] = useMutation(LeaveWorkspaceDocument);
  const [deleting, setDeleting] = useState(false);
  const [modal, confirmation] = Modal.useModal();
  const openChooser = useOpenWorkspaceChooser();

  async function leave() {
    try {
      const result = await leaveWorkspace();
      await openChooser(result.data?.leaveWorkspace.message ?? `You left ${workspace.name}`);
    } catch (error) {
      toast.error("Failed to leave the workspace", serverMessage(error));
    }
  }

  function confirmLeave() {
    void modal.confirm({
      title: `Leave ${workspace.name}?`,
      content: "You lose access to its customers, deals, tasks and activities until an owner invites you again.",
      okText: "Leave workspace",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: leave,
    });
  }

  return (
    <Card title="Danger zone" className="settings-danger-zone">
      <section className="settings-danger-action" aria-labelledby="leave-workspace-heading">
        <div>
          <h3 id="leave-workspace-heading">Leave workspace</h3>
          <p>You lose access to this workspace until an owner invites you again.</p>
        </div>
        <Button danger onClick={confirmLeave} disabled={leaving}>
          Leave workspace
        </Button>
      </section>
      {isOwner ? (
        <section className="settings-danger-action" aria-labelledby="delete-workspace-heading">
          <div>
            <h3 id="delete-workspace-heading">Delete workspace</h3>
            <p>
              The workspace disappears for every member at once. Its data is kept for 90 days, during which the site
              administrator can restore it, and is then erased for good.
            </p>
          </div>
          <Button danger type="primary" onClick={() => setDeleting(true)}>
            Delete workspace
          </Button>
        </section>
      ) : null}
      <DeleteWorkspaceDialog workspaceName={workspace.name} open={deleting} onClose={() => setDeleting(false)} />
      {confirmation}
    </Card>
  );
}
