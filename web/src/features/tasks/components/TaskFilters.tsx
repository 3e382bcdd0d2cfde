import { Select } from "antd";
import {
  PRIORITY_CHOICES,
  STATUS_CHOICES,
  type PriorityChoice,
  type StatusChoice,
  type TaskListFilters,
} from "../utils/taskListFilters.ts";

export type TaskFiltersProps = {
  filters: TaskListFilters;
  onChange: (filters: TaskListFilters) => void;
};

export function TaskFilters({ filters, onChange }: TaskFiltersProps) {
  return (
    <div className="task-filters">
      <Select<StatusChoice>
        className="task-filters-select"
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        options={STATUS_CHOICES.map(({ value, label }) => ({ value, label }))}
        aria-label="Filter by status"
      />
      <Select<PriorityChoice>
        className="task-filters-select"
        value={filters.priority}
        onChange={(priority) => onChange({ ...filters, priority })}
        options={PRIORITY_CHOICES.map(({ value, label }) => ({ value, label }))}
        aria-label="Filter by priority"
      />
    </div>
  );
}
