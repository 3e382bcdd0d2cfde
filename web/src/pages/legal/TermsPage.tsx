import { TermsOfService } from "#web/features/legal/components/TermsOfService.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function TermsPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="Terms of Service"
        description="The terms for using our website, CRM and API: accounts, billing, acceptable use, your data and termination."
      />
      <TermsOfService />
    </PublicLayout>
  );
}
