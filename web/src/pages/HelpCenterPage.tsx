import { HelpCenterContent } from "../features/help-center/components/HelpCenterContent.tsx";
import { PublicLayout } from "../features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

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
