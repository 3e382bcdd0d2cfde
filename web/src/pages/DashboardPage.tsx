import { DashboardGreeting } from "../features/dashboard/components/DashboardGreeting.tsx";
import { DashboardOverview } from "../features/dashboard/components/DashboardOverview.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function DashboardPage() {
  return (
    <>
      <DocumentTitle title="Dashboard" />
      <DashboardGreeting />
      <DashboardOverview />
    </>
  );
}
