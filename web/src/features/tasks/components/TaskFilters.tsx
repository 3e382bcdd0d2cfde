import { Checkbox, Select } from "antd";
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

/** The status and priority filters, each with its label in sight, and the My tasks and Due today switches. */
export function TaskFilters({ filters, onChange }: TaskFiltersProps) {
  return (
    <div className="task-filters">
      <div className="task-filter">
        <label className="task-filter-label" htmlFor="task-filter-status">
          Status
        </label>
        <Select<StatusChoice>
          id="task-filter-status"
          className="task-filters-select"
          value={filters.status}
          onChange={(status) => onChange({ ...filters, status })}
          options={STATUS_CHOICES.map(({ value, label }) => ({ value, label }))}
          aria-label="Filter by status"
        />
      </div>
      <div className="task-filter">
        <label className="task-filter-label" htmlFor="task-filter-priority">
          Priority
        </label>
        <Select<PriorityChoice>
          id="task-filter-priority"
          className="task-filters-select"
          value={filters.priority}
          onChange={(priority) => onChange({ ...filters, priority })}
          options={PRIORITY_CHOICES.map(({ value, label }) => ({ value, label }))}
          aria-label="Filter by priority"
        />
      </div>
      <div className="task-filter-switches">
        <Checkbox checked={filters.mine} onChange={(event) => onChange({ ...filters, mine: event.target.checked })}>
          My tasks
        </Checkbox>
        <Checkbox
          checked={filters.dueToday}
          onChange={(event) => onChange({ ...filters, dueToday: event.target.checked })}
        >
          Due today
        </Checkbox>
      </div>
    </div>
  );
}
