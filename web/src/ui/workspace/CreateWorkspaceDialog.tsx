import { FormDialog } from "../FormDialog.tsx";
import { useEnterWorkspace } from "./useEnterWorkspace.ts";
import { WorkspaceNameField } from "./WorkspaceNameField.tsx";

export type CreateWorkspaceDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** Names a new workspace; on success its creator is moved into it (the page loads afresh). */
export function CreateWorkspaceDialog({ open, onClose }: CreateWorkspaceDialogProps) {
  const { create, busy } = useEnterWorkspace();
  return (
    <FormDialog<{ name: string }>
      title="Create workspace"
      name="create-workspace"
      open={open}
      submitLabel="Create workspace"
      submitting={busy}
      onCancel={onClose}
      onSubmit={({ name }) => create(name.trim()).then(() => undefined)}
    >
      <p>You will be its owner, and can invite your team from Settings.</p>
      <WorkspaceNameField />
    </FormDialog>
  );
}
