import { TasksOverview } from "#web/features/tasks/components/TasksOverview.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function TasksPage() {
  return (
    <>
      <DocumentTitle title="Tasks" />
      <TasksOverview />
    </>
  );
}
