import { useSession } from "#web/ui/session/useSession.ts";
import { PageHeader } from "#web/ui/PageHeader.tsx";

export const GREETING = "Welcome back! Here's what's happening with your customers.";

export function DashboardGreeting() {
  const { loading } = useSession();
  return <PageHeader title="Dashboard" description={loading ? "Loading..." : GREETING} />;
}
