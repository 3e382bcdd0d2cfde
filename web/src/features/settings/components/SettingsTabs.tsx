import { Alert, Tabs } from "antd";
import { useSearchParams } from "react-router-dom";
import { LoadingScreen } from "../../../ui/LoadingScreen.tsx";
import { useCurrentWorkspace } from "../../workspaces/hooks/useCurrentWorkspace.ts";
import { ApiKeysManager } from "./ApiKeysManager.tsx";
import { PreferencesSettings } from "./PreferencesSettings.tsx";
import { ProfileSettings } from "./ProfileSettings.tsx";
import { TeamSettings } from "./TeamSettings.tsx";
import { WebhooksSettings } from "./WebhooksSettings.tsx";
import { WorkspaceSettings } from "./WorkspaceSettings.tsx";
import "../settings.css";

const TABS = ["profile", "preferences", "workspace", "team", "api-keys", "webhooks"] as const;
type SettingsTab = (typeof TABS)[number];

function isSettingsTab(value: string | null): value is SettingsTab {
  return TABS.some((tab) => tab === value);
}

/**
 * The person's profile and preferences, then the workspace, its team, its API keys and its webhooks, one tab each;
 * the open tab is kept in the address (?tab=team).
 */
export function SettingsTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { viewer, workspace, isOwner, loading, error } = useCurrentWorkspace();
  const requested = searchParams.get("tab");
  const activeTab: SettingsTab = isSettingsTab(requested) ? requested : "profile";

  if (loading && !viewer) {
    return <LoadingScreen />;
  }
  if (error || !viewer || !workspace) {
    return <Alert type="error" showIcon title="Failed to load the settings" />;
  }

  return (
    <Tabs
      className="settings-tabs"
      activeKey={activeTab}
      onChange={(tab) => setSearchParams(tab === "profile" ? {} : { tab }, { replace: true })}
      items={[
        { key: "profile", label: "Profile", children: <ProfileSettings /> },
        { key: "preferences", label: "Preferences", children: <PreferencesSettings /> },
        {
          key: "workspace",
          label: "Workspace",
          children: <WorkspaceSettings workspace={workspace} isOwner={isOwner} />,
        },
        {
          key: "team",
          label: "Team",
          children: <TeamSettings viewerId={viewer.id} workspaceName={workspace.name} isOwner={isOwner} />,
        },
        {
          key: "api-keys",
          label: "API keys",
          children: isOwner ? <ApiKeysManager /> : <p>Only workspace owners can manage API keys.</p>,
        },
        {
          key: "webhooks",
          label: "Webhooks",
          children: isOwner ? <WebhooksSettings /> : <p>Only workspace owners can manage webhooks.</p>,
        },
      ]}
    />
  );
}
