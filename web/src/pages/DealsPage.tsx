import { DealsOverview } from "../features/deals/components/DealsOverview.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function DealsPage() {
  return (
    <>
      <DocumentTitle title="Deals" />
      <DealsOverview />
    </>
  );
}
