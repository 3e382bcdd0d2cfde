import { WorkspaceChooser } from "#web/features/workspaces/components/WorkspaceChooser.tsx";
import { AuthPanel } from "#web/ui/AuthPanel.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function WorkspacesPage() {
  return (
    <AuthPanel heading="Your workspaces">
      <DocumentTitle title="Workspaces" />
      <WorkspaceChooser />
    </AuthPanel>
  );
}
