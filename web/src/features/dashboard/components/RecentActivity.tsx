import { Card } from "antd";
import type { ActivityFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { ActivityTimeline } from "#web/ui/records/ActivityTimeline.tsx";

export function RecentActivity({ activities }: { activities: ReadonlyArray<ActivityFieldsFragment> }) {
  return (
    <Card title="Recent Activity" className="recent-activity" role="region" aria-label="Recent Activity">
      <ActivityTimeline activities={activities} />
    </Card>
  );
}
