import { ActivitiesOverview } from "../features/activities/components/ActivitiesOverview.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function ActivitiesPage() {
  return (
    <>
      <DocumentTitle title="Activities" />
      <ActivitiesOverview />
    </>
  );
}
