import { CustomersOverview } from "../features/customers/components/CustomersOverview.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function CustomersPage() {
  return (
    <>
      <DocumentTitle title="Customers" />
      <CustomersOverview />
    </>
  );
}
