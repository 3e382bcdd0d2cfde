import { ActivitiesOverview } from "#web/features/activities/components/ActivitiesOverview.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function ActivitiesPage() {
  return (
    <>
      <DocumentTitle title="Activities" />
      <ActivitiesOverview />
    </>
  );
}
