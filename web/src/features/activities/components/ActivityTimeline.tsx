import { Avatar, Empty, Timeline } from "antd";
import { Link } from "react-router-dom";
import type { ActivityFieldsFragment } from "../../../graphql/generated/graphql.ts";
import { nameInitials } from "../../customers/utils/nameInitials.ts";
import { relativeTime } from "../utils/relativeTime.ts";
import { ActivityTypeIcon } from "./ActivityTypeIcon.tsx";
import "../activities.css";

export type ActivityTimelineProps = {
  activities: ReadonlyArray<ActivityFieldsFragment>;
  /** Off on a customer's own page, where every activity is theirs. */
  showCustomer?: boolean;
};

const fullDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Activities newest first: type icon, title, description, customer and how long ago. */
export function ActivityTimeline({ activities, showCustomer = true }: ActivityTimelineProps) {
  if (activities.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No activities yet" />;
  }
  return (
    <Timeline
      className="activity-timeline"
      items={activities.map((activity) => ({
        key: activity.id,
        icon: <ActivityTypeIcon type={activity.type} />,
        content: (
          <div className="activity-item">
            <Avatar size="small" className="activity-avatar">
              {nameInitials(activity.customer?.name ?? activity.author?.username)}
            </Avatar>
            <div className="activity-body">
              <div className="activity-title">{activity.title}</div>
              {activity.description ? <div className="activity-description">{activity.description}</div> : null}
              <div className="activity-meta">
                {showCustomer && activity.customer ? (
                  <>
                    <Link to={`/customers/${activity.customer.id}`}>{activity.customer.name}</Link>
                    <span aria-hidden="true"> · </span>
                  </>
                ) : null}
                <time dateTime={activity.occurredAt} title={fullDate.format(new Date(activity.occurredAt))}>
                  {relativeTime(activity.occurredAt)}
                </time>
              </div>
            </div>
          </div>
        ),
      }))}
    />
  );
}
