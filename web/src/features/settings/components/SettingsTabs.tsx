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
import { TwoFactorRequiredBanner } from "./TwoFactorRequiredBanner.tsx";

/** What stays open while the workspace waits for the person's second factor: their own account. */
const ACCOUNT_TABS: ReadonlySet<SettingsTab> = new Set(["profile", "preferences", "security"]);

/** The tab the address asks for; a workspace tab is Security while the workspace waits for a second factor. */
function openTab(requested: string | null, setupRequired: boolean): SettingsTab {
  if (!isSettingsTab(requested)) return "profile";
  return setupRequired && !ACCOUNT_TABS.has(requested) ? "security" : requested;
}

/**
 * The person's profile, preferences and sign-in security (a second factor, their sessions), then the workspace, its team, its API keys and its webhooks, one tab each;
 * the open tab is kept in the address (?tab=team). While the workspace requires a second factor the
 * person has not set up, a banner says so and only their own account's tabs show (Security first).
 */
export function SettingsTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { viewer, workspace, isOwner, loading, error } = useCurrentWorkspace();
  const setupRequired = viewer?.twoFactorSetupRequired ?? false;
  const activeTab = openTab(searchParams.get("tab"), setupRequired);

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

  // The banner goes when the second factor is set up, and the tabs stay where they are in the tree:
  // the recovery codes shown once must not be lost to a remount.
  return (
    <>
      {setupRequired ? <TwoFactorRequiredBanner workspaceName={workspace.name} /> : null}
      <Tabs
        className="settings-tabs"
        activeKey={activeTab}
        onChange={(tab) => setSearchParams(tab === "profile" ? {} : { tab }, { replace: true })}
        items={SETTINGS_TABS.filter(({ key }) => !setupRequired || ACCOUNT_TABS.has(key)).map(({ key, label }) => ({
          key,
          label,
          children: panels[key],
        }))}
      />
    </>
  );
}
