import { SettingsTabs } from "../features/settings/components/SettingsTabs.tsx";
import { PageHeader } from "../features/shell/components/PageHeader.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function SettingsPage() {
  return (
    <>
      <DocumentTitle title="Settings" />
      <PageHeader
        title="Settings"
        description="Your profile and preferences, your workspace, its team, its API keys and its webhooks."
      />
      <SettingsTabs />
    </>
  );
}
