import { CheckCircleFilled, ClockCircleOutlined } from "@ant-design/icons";
import { Checkbox, Empty, List, Tag } from "antd";
import type { CompanyTasksQuery } from "#web/graphql/generated/graphql.ts";
import { formatDueDate } from "#web/ui/records/dueDate.ts";
import { taskPriorityDetails } from "#web/ui/records/taskPriority.ts";
import "#web/ui/records/tasks.css";
import { SampleTag } from "#web/ui/SampleTag.tsx";

export type CompanyTask = CompanyTasksQuery["tasks"]["edges"][number]["node"];

export type CompanyTasksProps = {
  tasks: CompanyTask[];
  /** Ticks a task done (or open again), saved at once. */
  onToggle: (task: CompanyTask, completed: boolean) => void;
};

/** The company's tasks, open ones first, each ticked done or open again where it is listed. */
export function CompanyTasks({ tasks, onToggle }: CompanyTasksProps) {
  if (tasks.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tasks yet" />;
  }
  return (
    <List<CompanyTask>
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
