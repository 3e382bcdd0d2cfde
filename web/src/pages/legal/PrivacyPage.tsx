import { PrivacyPolicy } from "#web/features/legal/components/PrivacyPolicy.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function PrivacyPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="Privacy Policy"
        description="What personal data we collect, how we use and protect it, how long we keep it and your rights."
      />
      <PrivacyPolicy />
    </PublicLayout>
  );
}
