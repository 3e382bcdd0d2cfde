import { DashboardWelcome } from "../features/dashboard/components/DashboardWelcome.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function DashboardPage() {
  return (
    <main className="dashboard-page">
      <DocumentTitle title="Dashboard" />
      <DashboardWelcome />
    </main>
  );
}
