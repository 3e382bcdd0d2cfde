import { CustomersOverview } from "#web/features/customers/components/CustomersOverview.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function CustomersPage() {
  return (
    <>
      <DocumentTitle title="Customers" />
      <CustomersOverview />
    </>
  );
}
