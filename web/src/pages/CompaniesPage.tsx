import { CompaniesOverview } from "#web/features/companies/components/CompaniesOverview.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function CompaniesPage() {
  return (
    <>
      <DocumentTitle title="Companies" />
      <CompaniesOverview />
    </>
  );
}
