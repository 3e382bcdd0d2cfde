import { useMutation } from "@apollo/client/react";
import { Button, Card, Descriptions, Form } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { RenameWorkspaceDocument, ViewerDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { WorkspaceNameField } from "#web/ui/workspace/WorkspaceNameField.tsx";
import type { CurrentWorkspace } from "#web/ui/workspace/useCurrentWorkspace.ts";
import { ROLE_LABELS } from "#web/ui/workspace/workspaceRoles.ts";

export type WorkspaceNameCardProps = {
  workspace: CurrentWorkspace;
  isOwner: boolean;
};

/** The workspace's name: a form for owners, plain text for members. */
export function WorkspaceNameCard({ workspace, isOwner }: WorkspaceNameCardProps) {
  // The switcher lists the workspaces by name too, so the viewer is read again after a rename.
  const [renameWorkspace, { loading }] = useMutation(RenameWorkspaceDocument, {
    refetchQueries: [ViewerDocument],
    awaitRefetchQueries: true,
  });

  async function handleFinish({ name }: { name: string }) {
    try {
      await renameWorkspace({ variables: { input: { name: name.trim() } } });
    } catch (error) {
      toast.error("Failed to rename the workspace", serverMessage(error));
      return;
    }
    toast.success("Workspace renamed");
  }

  return (
    <Card title="Workspace">
      {isOwner ? (
        <Form<{ name: string }>
          name="rename-workspace"
          className="settings-form"
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: workspace.name }}
          onFinish={handleFinish}
        >
          <WorkspaceNameField />
          <Button type="primary" htmlType="submit" disabled={loading}>
            {loading ? "Saving..." : "Save name"}
          </Button>
        </Form>
      ) : (
        <>
          <Descriptions
            column={1}
            items={[
              { key: "name", label: "Workspace name", children: workspace.name },
              { key: "role", label: "Your role", children: ROLE_LABELS[workspace.role] },
            ]}
          />
          <p className="settings-note">Only owners can rename the workspace.</p>
        </>
      )}
    </Card>
  );
}
