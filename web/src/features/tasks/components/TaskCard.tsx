import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Button, Card, Checkbox, Tag } from "antd";
import { Link } from "react-router-dom";
import type { TaskFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { formatDueDate } from "#web/ui/records/dueDate.ts";
import { isOverdue } from "../utils/overdue.ts";
import { taskPriorityDetails } from "#web/ui/records/taskPriority.ts";
import { SampleTag } from "#web/ui/SampleTag.tsx";

export type TaskCardProps = {
  task: TaskFieldsFragment;
  onToggle: (completed: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One task: its checkbox (labelled by the title), badges, details, and its edit and delete buttons. */
export function TaskCard({ task, onToggle, onEdit, onDelete }: TaskCardProps) {
  const priority = taskPriorityDetails(task.priority);
  const overdue = isOverdue(task);
  return (
    <Card size="small" className={overdue ? "task-card task-card-overdue" : "task-card"}>
      <div className="task-card-heading">
        <Checkbox checked={task.completed} onChange={(event) => onToggle(event.target.checked)}>
          <span className={task.completed ? "task-card-title task-done" : "task-card-title"}>{task.title}</span>
        </Checkbox>
        <div className="task-card-actions">
          <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${task.title}`} onClick={onEdit} />
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${task.title}`} onClick={onDelete} />
        </div>
      </div>
      <div className="task-card-badges">
        <SampleTag isSample={task.isSample} />
        <Tag color={priority.color} className="task-priority">
          {priority.label}
        </Tag>
        {overdue ? (
          <Tag color="error" icon={<ExclamationCircleOutlined />}>
            Overdue
          </Tag>
        ) : null}
      </div>
      {task.description ? <p className="task-card-description">{task.description}</p> : null}
      <div className="task-card-details">
        <span>
          <CalendarOutlined /> {task.dueAt ? `Due ${formatDueDate(task.dueAt)}` : formatDueDate(null)}
        </span>
        <span>
          <UserOutlined /> {task.assignee?.username ?? "Unassigned"}
        </span>
        {task.customer ? <Link to={`/customers/${task.customer.id}`}>{task.customer.name}</Link> : null}
      </div>
    </Card>
  );
}
