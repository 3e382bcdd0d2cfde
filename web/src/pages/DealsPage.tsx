import { DealsOverview } from "#web/features/deals/components/DealsOverview.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function DealsPage() {
  return (
    <>
      <DocumentTitle title="Deals" />
      <DealsOverview />
    </>
  );
}
