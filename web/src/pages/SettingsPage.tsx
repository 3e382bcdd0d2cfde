import { SettingsTabs } from "#web/features/settings/components/SettingsTabs.tsx";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function SettingsPage() {
  return (
    <>
      <DocumentTitle title="Settings" />
      <PageHeader
        title="Settings"
        description="Your profile, preferences and sign-in security, your workspace, its team, its API keys and its webhooks."
      />
      <SettingsTabs />
    </>
  );
}
