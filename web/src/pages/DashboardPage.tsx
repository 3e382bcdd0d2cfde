import { DashboardGreeting } from "#web/features/dashboard/components/DashboardGreeting.tsx";
import { DashboardOverview } from "#web/features/dashboard/components/DashboardOverview.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function DashboardPage() {
  return (
    <>
      <DocumentTitle title="Dashboard" />
      <DashboardGreeting />
      <DashboardOverview />
    </>
  );
}
