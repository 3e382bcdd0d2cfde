import { useParams } from "react-router-dom";
import { CompanyProfile } from "#web/features/companies/components/CompanyProfile.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function CompanyDetailPage() {
  const { companyId = "" } = useParams();
  return (
    <>
      <DocumentTitle title="Company" />
      <CompanyProfile key={companyId} companyId={companyId} />
    </>
  );
}
