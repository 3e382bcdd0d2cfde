import { TasksOverview } from "../features/tasks/components/TasksOverview.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function TasksPage() {
  return (
    <>
      <DocumentTitle title="Tasks" />
      <TasksOverview />
    </>
  );
}
