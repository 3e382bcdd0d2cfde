import { HelpCenterContent } from "#web/features/help-center/components/HelpCenterContent.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function HelpCenterPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="Help Center"
        description="Search guides on getting started, customers, tasks and activities, account security, billing and integrations."
      />
      <HelpCenterContent />
    </PublicLayout>
  );
}
