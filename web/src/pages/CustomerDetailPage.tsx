import { useParams } from "react-router-dom";
import { CustomerProfile } from "../features/customers/components/CustomerProfile.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function CustomerDetailPage() {
  const { customerId = "" } = useParams();
  return (
    <>
      <DocumentTitle title="Customer" />
      <CustomerProfile key={customerId} customerId={customerId} />
    </>
  );
}
