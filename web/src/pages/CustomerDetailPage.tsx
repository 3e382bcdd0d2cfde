import { useParams } from "react-router-dom";
import { CustomerProfile } from "#web/features/customers/components/CustomerProfile.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function CustomerDetailPage() {
  const { customerId = "" } = useParams();
  return (
    <>
      <DocumentTitle title="Customer" />
      <CustomerProfile key={customerId} customerId={customerId} />
    </>
  );
}
