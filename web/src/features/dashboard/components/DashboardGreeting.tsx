import { useSession } from "../../auth/hooks/useSession.ts";
import { PageHeader } from "../../shell/components/PageHeader.tsx";

export const GREETING = "Welcome back! Here's what's happening with your customers.";

export function DashboardGreeting() {
  const { loading } = useSession();
  return <PageHeader title="Dashboard" description={loading ? "Loading..." : GREETING} />;
}
