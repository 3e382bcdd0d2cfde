import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { Button, Empty, Tag, Timeline } from "antd";
import { Link } from "react-router-dom";
import type { ActivityFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { InitialsAvatar } from "../InitialsAvatar.tsx";
import { nameInitials } from "../nameInitials.ts";
import { relativeTime } from "./relativeTime.ts";
import { ActivityTypeIcon } from "./ActivityTypeIcon.tsx";
import "./activities.css";
import { SampleTag } from "#web/ui/SampleTag.tsx";

export type ActivityTimelineProps = {
  activities: ReadonlyArray<ActivityFieldsFragment>;
  /** Off on a customer's own page, where every activity is theirs. */
  showCustomer?: boolean;
  /** Shown when there is no activity to list. */
  emptyText?: string;
  /** With these, each entry a person logged has Edit and Delete buttons; the system's own entries have none. */
  onEdit?: (activity: ActivityFieldsFragment) => void;
  onDelete?: (activity: ActivityFieldsFragment) => void;
};

const fullDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * Activities newest first: type icon, title, description, customer, who logged it and how long ago.
 * The system's own entries (a deal's stage change) are marked as such and cannot be edited.
 */
export function ActivityTimeline({
  activities,
  showCustomer = true,
  emptyText = "No activities yet",
  onEdit,
  onDelete,
}: ActivityTimelineProps) {
  if (activities.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
  return (
    <Timeline
      className="activity-timeline"
      items={activities.map((activity) => {
        const system = activity.kind === "system";
        const editable = !system && (onEdit || onDelete);
        return {
          key: activity.id,
          icon: <ActivityTypeIcon type={activity.type} />,
          content: (
            <div className={system ? "activity-item activity-item-system" : "activity-item"}>
              <InitialsAvatar initials={nameInitials(activity.customer?.name ?? activity.author?.username)} />
              <div className="activity-body">
                <div className="activity-title">
                  {activity.title}
                  {system ? <Tag className="activity-system-tag">System</Tag> : null}
                  <SampleTag isSample={activity.isSample} />
                </div>
                {activity.description ? <div className="activity-description">{activity.description}</div> : null}
                <div className="activity-meta">
                  {showCustomer && activity.customer ? (
                    <>
                      <Link to={`/customers/${activity.customer.id}`}>{activity.customer.name}</Link>
                      <span aria-hidden="true"> · </span>
                    </>
                  ) : null}
                  {activity.author ? (
                    <>
                      <span>{system ? `By ${activity.author.username}` : `Logged by ${activity.author.username}`}</span>
                      <span aria-hidden="true"> · </span>
                    </>
                  ) : null}
                  <ActivityTime occurredAt={activity.occurredAt} />
                </div>
              </div>
              {editable ? (
                <div className="activity-actions">
                  {onEdit ? (
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={`Edit ${activity.title}`}
                      onClick={() => onEdit(activity)}
                    />
                  ) : null}
                  {onDelete ? (
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${activity.title}`}
                      onClick={() => onDelete(activity)}
                    />
                  ) : null}
                </div>
              ) : null}
            </div>
          ),
        };
      })}
    />
  );
}

/** "2 hours ago", with the exact date and time on hover and for screen readers. */
function ActivityTime({ occurredAt }: { occurredAt: string }) {
  const exact = fullDate.format(new Date(occurredAt));
  return (
    <time dateTime={occurredAt} title={exact}>
      {relativeTime(occurredAt)}
      <span className="visually-hidden"> ({exact})</span>
    </time>
  );
}
