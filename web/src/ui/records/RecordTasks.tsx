import { CheckCircleFilled, ClockCircleOutlined } from "@ant-design/icons";
import { Checkbox, Empty, List, Tag } from "antd";
import type { TaskPriority } from "#web/graphql/generated/graphql.ts";
import { formatDueDate } from "./dueDate.ts";
import { SampleTag } from "#web/ui/SampleTag.tsx";
import "./tasks.css";
import { taskPriorityDetails } from "./taskPriority.ts";

/** What a record's page shows of each of its tasks. */
export type RecordTask = {
  id: string;
  isSample: boolean;
  title: string;
  dueAt: string | null;
  priority: TaskPriority;
  completed: boolean;
  assignee: { username: string } | null;
};

export type RecordTasksProps = {
  tasks: RecordTask[];
  /** Ticks a task done (or open again), saved at once. */
  onToggle: (task: RecordTask, completed: boolean) => void;
};

/** A record's tasks (a customer's, a company's), each ticked done or open again where it is listed. */
export function RecordTasks({ tasks, onToggle }: RecordTasksProps) {
  if (tasks.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tasks yet" />;
  }
  return (
    <List<RecordTask>
      size="small"
      dataSource={tasks}
      rowKey="id"
      renderItem={(task) => {
        const priority = taskPriorityDetails(task.priority);
        return (
          <List.Item
            extra={
              task.completed ? (
                <Tag icon={<CheckCircleFilled />} color="success">
                  Done
                </Tag>
              ) : (
                <Tag icon={<ClockCircleOutlined />}>Open</Tag>
              )
            }
          >
            <List.Item.Meta
              title={
                <Checkbox checked={task.completed} onChange={(event) => onToggle(task, event.target.checked)}>
                  <span className={task.completed ? "task-done" : undefined}>{task.title}</span>
                </Checkbox>
              }
              description={
                <>
                  <Tag color={priority.color} className="task-priority">
                    {priority.label}
                  </Tag>
                  <SampleTag isSample={task.isSample} />
                  {`Due ${formatDueDate(task.dueAt)}`}
                  {task.assignee ? ` · ${task.assignee.username}` : ""}
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
