import { WorkspaceChooser } from "../features/workspaces/components/WorkspaceChooser.tsx";
import { AuthPanel } from "../ui/AuthPanel.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function WorkspacesPage() {
  return (
    <AuthPanel heading="Your workspaces">
      <DocumentTitle title="Workspaces" />
      <WorkspaceChooser />
    </AuthPanel>
  );
}
