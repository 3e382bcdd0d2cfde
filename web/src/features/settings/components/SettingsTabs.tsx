import { Alert, Tabs } from "antd";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { useCurrentWorkspace } from "#web/ui/workspace/useCurrentWorkspace.ts";
import { ApiKeysManager } from "./ApiKeysManager.tsx";
import { PreferencesSettings } from "./PreferencesSettings.tsx";
import { ProfileSettings } from "./ProfileSettings.tsx";
import { SecuritySettings } from "./SecuritySettings.tsx";
import { TeamSettings } from "./TeamSettings.tsx";
import { WebhooksSettings } from "./WebhooksSettings.tsx";
import { WorkspaceSettings } from "./WorkspaceSettings.tsx";
import "../settings.css";
import { isSettingsTab, SETTINGS_TABS, type SettingsTab } from "#web/ui/settingsTabs.ts";

/**
 * The person's profile, preferences and sign-in security (a second factor, their sessions), then the workspace, its team, its API keys and its webhooks, one tab each;
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

  const panels: Record<SettingsTab, ReactNode> = {
    profile: <ProfileSettings />,
    preferences: <PreferencesSettings />,
    security: <SecuritySettings />,
    workspace: <WorkspaceSettings workspace={workspace} isOwner={isOwner} />,
    team: <TeamSettings viewerId={viewer.id} workspaceName={workspace.name} isOwner={isOwner} />,
    "api-keys": isOwner ? <ApiKeysManager /> : <p>Only workspace owners can manage API keys.</p>,
    webhooks: isOwner ? <WebhooksSettings /> : <p>Only workspace owners can manage webhooks.</p>,
  };

  return (
    <Tabs
      className="settings-tabs"
      activeKey={activeTab}
      onChange={(tab) => setSearchParams(tab === "profile" ? {} : { tab }, { replace: true })}
      items={SETTINGS_TABS.map(({ key, label }) => ({ key, label, children: panels[key] }))}
    />
  );
}
