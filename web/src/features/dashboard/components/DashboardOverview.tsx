import { useQuery } from "@apollo/client/react";
import { Alert, Col, Flex, Row } from "antd";
import { lazy, Suspense } from "react";
import { DashboardDocument } from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import "../dashboard.css";
import { ChartsPlaceholder } from "./ChartsPlaceholder.tsx";
import { QuickActions } from "./QuickActions.tsx";
import { RecentActivity } from "./RecentActivity.tsx";
import { StatCards } from "./StatCards.tsx";
import { TopCompanies } from "./TopCompanies.tsx";

// recharts is most of the dashboard's code: its chunk starts loading with this module, beside the
// query, and the figures paint without waiting for the charts to be parsed and drawn.
const loadingCharts = import("./DashboardCharts.tsx");
const DashboardCharts = lazy(() => loadingCharts.then(({ DashboardCharts }) => ({ default: DashboardCharts })));

/** The dashboard's figures, charts, recent activity, quick actions and top companies, from the `dashboard` query. */
export function DashboardOverview() {
  const { data, loading, error, refetch } = useQuery(DashboardDocument, { fetchPolicy: "cache-and-network" });
  const reload = () => void refetch().catch(() => {});

  if (!data) {
    if (loading) return <LoadingScreen />;
    return <Alert type="error" showIcon title="Failed to load the dashboard" />;
  }
  const { dashboard } = data;
  return (
    <div className="dashboard-overview">
      {error ? <Alert type="warning" showIcon title="Could not refresh the dashboard" /> : null}
      <StatCards dashboard={dashboard} />
      <Suspense fallback={<ChartsPlaceholder />}>
        <DashboardCharts dashboard={dashboard} />
      </Suspense>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <RecentActivity activities={dashboard.recentActivities} />
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <QuickActions onSaved={reload} />
            <TopCompanies companies={dashboard.topCompanies} />
          </Flex>
        </Col>
      </Row>
    </div>
  );
}
