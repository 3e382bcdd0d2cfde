import { useQuery } from "@apollo/client/react";
import { Alert, Button, Form, Tag } from "antd";
import { useLocation } from "react-router-dom";
import { ViewerDocument } from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { useLogout } from "#web/ui/session/useLogout.ts";
import { useEnterWorkspace } from "#web/ui/workspace/useEnterWorkspace.ts";
import type { WorkspaceChooserState } from "#web/ui/workspace/useOpenWorkspaceChooser.ts";
import { NO_WORKSPACE } from "#core/access/access.text.ts";
import { ROLE_LABELS, defaultWorkspaceName } from "#web/ui/workspace/workspaceRoles.ts";
import { WorkspaceNameField } from "#web/ui/workspace/WorkspaceNameField.tsx";
import "../workspaces.css";

/**
 * Where people without a usable workspace land: why (the screen that sent them, or the server's
 * reason), the workspaces they still belong to, and a form to create their own.
 */
export function WorkspaceChooser() {
  const location = useLocation();
  const sentNotice = (location.state as WorkspaceChooserState)?.notice;
  // Always asked afresh: the cached viewer may still show the workspace that was just lost.
  const { data, loading, error } = useQuery(ViewerDocument, { fetchPolicy: "network-only" });
  const { switchTo, create, busy } = useEnterWorkspace();
  const { logOut, loggingOut } = useLogout();

  if (loading && !data) {
    return <LoadingScreen />;
  }
  const viewer = data?.viewer;
  if (error || !viewer) {
    return <Alert type="error" showIcon title="Failed to load your workspaces. Please reload the page." />;
  }

  const { memberships, currentWorkspace } = viewer;
  const notice = sentNotice ?? viewer.workspaceNotice ?? (memberships.length === 0 ? NO_WORKSPACE : null);

  return (
    <div className="workspace-chooser">
      {notice ? <Alert type="info" showIcon title={notice} /> : null}
      {memberships.length > 0 ? (
        <section aria-labelledby="workspace-chooser-list">
          <h2 id="workspace-chooser-list">Open one of your workspaces</h2>
          <ul className="workspace-chooser-list">
            {memberships.map(({ workspace, role }) => (
              <li key={workspace.id}>
                <span className="workspace-chooser-name">
                  {workspace.name}
                  <span className="workspace-chooser-role">
                    {ROLE_LABELS[role]}
                    {workspace.id === currentWorkspace?.id ? (
                      <Tag className="workspace-chooser-tag">Current</Tag>
                    ) : null}
                  </span>
                </span>
                <Button
                  aria-label={`Open ${workspace.name}`}
                  disabled={busy}
                  onClick={() => void switchTo(workspace.id)}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="workspace-chooser-create">
        <h2 id="workspace-chooser-create">Start your own</h2>
        <Form<{ name: string }>
          name="create-own-workspace"
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: defaultWorkspaceName(viewer.username) }}
          onFinish={({ name }) => create(name.trim())}
        >
          <WorkspaceNameField />
          <Button type="primary" htmlType="submit" block disabled={busy}>
            Create a workspace of my own
          </Button>
        </Form>
      </section>
      <Button type="text" block onClick={() => void logOut()} disabled={loggingOut}>
        Log out
      </Button>
    </div>
  );
}
