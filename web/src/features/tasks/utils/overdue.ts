/** A task is overdue once its due moment has passed while it is still open. */
export function isOverdue(task: { dueAt: string | null; completed: boolean }, now: Date = new Date()): boolean {
  return !task.completed && task.dueAt !== null && new Date(task.dueAt).getTime() < now.getTime();
}
