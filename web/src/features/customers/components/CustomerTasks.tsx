import { CheckCircleFilled, ClockCircleOutlined } from "@ant-design/icons";
import { Checkbox, Empty, List, Tag } from "antd";
import type { CustomerTaskPageFragment } from "#web/graphql/generated/graphql.ts";
import { formatDueDate } from "#web/ui/records/dueDate.ts";
import { SampleTag } from "#web/ui/SampleTag.tsx";
import "#web/ui/records/tasks.css";
import { taskPriorityDetails } from "#web/ui/records/taskPriority.ts";

type Task = CustomerTaskPageFragment["edges"][number]["node"];

export type CustomerTasksProps = {
  tasks: Task[];
  /** Ticks a task done (or open again), saved at once. */
  onToggle: (task: Task, completed: boolean) => void;
};

/** The customer's tasks, each ticked done or open again where it is listed. */
export function CustomerTasks({ tasks, onToggle }: CustomerTasksProps) {
  if (tasks.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tasks yet" />;
  }
  return (
    <List<Task>
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
