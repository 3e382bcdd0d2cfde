import { Select } from "antd";
import { TYPE_FILTER_OPTIONS, type ActivityTypeFilter } from "../utils/activityTypeFilter.ts";

export type ActivityTypeSelectProps = {
  value: ActivityTypeFilter;
  onChange: (value: ActivityTypeFilter) => void;
};

/** All Types / Calls / Emails / Meetings / Notes. */
export function ActivityTypeSelect({ value, onChange }: ActivityTypeSelectProps) {
  return (
    <Select<ActivityTypeFilter>
      className="activity-type-select"
      value={value}
      onChange={onChange}
      options={TYPE_FILTER_OPTIONS.map((option) => ({ ...option }))}
      aria-label="Filter by type"
    />
  );
}
