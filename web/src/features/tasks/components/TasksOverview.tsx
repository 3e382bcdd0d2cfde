import { PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Empty, Spin } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { ViewerDocument, type TaskFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { csvExportUrl } from "#web/ui/csvExportUrl.ts";
import { ExportButton } from "#web/ui/ExportButton.tsx";
import { ListPager } from "#web/ui/lists/ListPager.tsx";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { useDeleteTask } from "../hooks/useDeleteTask.tsx";
import { useLinkedTask } from "../hooks/useLinkedTask.ts";
import { useTaskPages } from "../hooks/useTaskPages.ts";
import { useToggleTaskCompleted } from "#web/ui/records/useToggleTaskCompleted.ts";
import "#web/ui/records/tasks.css";
import { filtersFromSearchParams, taskFilter, withFilters, type TaskListFilters } from "../utils/taskListFilters.ts";
import { CreateTaskDialog } from "#web/ui/records/CreateTaskDialog.tsx";
import { TaskCard } from "./TaskCard.tsx";
import { TaskFilters } from "./TaskFilters.tsx";

/** "new" while creating, the task while editing, null while no dialog is open. */
type DialogState = "new" | TaskFieldsFragment | null;

/**
 * The Tasks screen: filters kept in the URL, the paged task cards and their actions; a task named in
 * the URL (?task=<id>, where the search palette leads) opens in its edit dialog.
 */
export function TasksOverview() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const [dialog, setDialog] = useState<DialogState>(null);
  // "Due today" is the day the screen opened (a fixed moment, so the filter does not change on every render).
  const [today] = useState(() => new Date());
  const linked = useLinkedTask();
  const shown: DialogState = dialog ?? linked.task;
  const viewerId = useQuery(ViewerDocument, { fetchPolicy: "cache-first" }).data?.viewer?.id ?? null;
  const serverFilter = taskFilter(filters, { viewerId, now: today });
  const pages = useTaskPages(serverFilter);
  const refresh = () => void pages.refetch().catch(() => {});
  const toggle = useToggleTaskCompleted(refresh);
  const { confirmDelete, confirmation } = useDeleteTask(refresh);

  const changeFilters = (next: TaskListFilters) => setSearchParams(withFilters(searchParams, next));

  return (
    <>
      <PageHeader
        title="Tasks"
        description="Keep track of your follow-ups and to-dos."
        actions={
          <>
            <ExportButton href={csvExportUrl("/api/tasks/export.csv", serverFilter)} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog("new")}>
              Create Task
            </Button>
          </>
        }
      />
      <Card>
        <TaskFilters filters={filters} onChange={changeFilters} />
        {linked.missing ? (
          <Alert
            type="warning"
            showIcon
            closable
            title="Task not found"
            className="task-list-error"
            onClose={linked.forget}
          />
        ) : null}
        {pages.error ? <Alert type="error" showIcon title="Failed to load tasks" className="task-list-error" /> : null}
        <Spin spinning={pages.loading}>
          {pages.rows.length === 0 && !pages.loading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tasks found" />
          ) : (
            <ul className="task-list" aria-label="Tasks">
              {pages.rows.map((task) => (
                <li key={task.id}>
                  <TaskCard
                    task={task}
                    onToggle={(completed) => void toggle(task.id, completed)}
                    onEdit={() => setDialog(task)}
                    onDelete={() => confirmDelete(task)}
                  />
                </li>
              ))}
            </ul>
          )}
        </Spin>
        <ListPager
          label="Task pages"
          noun={["task", "tasks"]}
          page={pages.page}
          pageSize={pages.pageSize}
          totalCount={pages.totalCount}
          totalIsLowerBound={pages.totalIsLowerBound}
          onPageChange={pages.goToPage}
        />
      </Card>
      <CreateTaskDialog
        open={shown !== null}
        task={shown === "new" ? null : shown}
        onClose={() => {
          setDialog(null);
          linked.forget();
        }}
        onSaved={refresh}
      />
      {confirmation}
    </>
  );
}
