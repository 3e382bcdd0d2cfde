import { z } from "zod";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJob, type SqlRunner } from "#core/jobs/job-queue.ts";
import { personName } from "./mail-text.ts";
import { taskAssignedMail } from "./task-assigned-mail.ts";

export const TASK_ASSIGNED = "task_assigned";

const payloadSchema = z.object({
  workspaceId: z.uuid(),
  taskId: z.uuid(),
  assigneeId: z.uuid(),
  assignedById: z.uuid().nullable(),
});

type Assignment = z.infer<typeof payloadSchema>;

/**
 * Queues the assignee's mail in the transaction that assigns the task; assigning a task to yourself
 * sends nothing. One pending mail per task: reassigning it before the mail went out replaces it.
 */
export async function enqueueAssignmentMail(tx: SqlRunner, assignment: Assignment): Promise<void> {
  if (assignment.assigneeId === assignment.assignedById) return;
  await enqueueJob(tx, TASK_ASSIGNED, assignment, { jobKey: `task-assigned:${assignment.taskId}` });
}

/**
 * Sends the mail, if the assignee still wants such mails and the task is still theirs: preferences
 * and the task are read when the job runs, not when it was queued.
 */
export function sendAssignmentMail({ db, mailer, appUrl, timeZone }: JobDeps) {
  return async (payload: unknown) => {
    const { workspaceId, taskId, assigneeId, assignedById } = payloadSchema.parse(payload);
    const assignee = await db.user.findUnique({ where: { id: assigneeId } });
    if (!assignee?.emailNotifications || assignee.disabledAt) return;
    const workspace = await db.workspace.findUnique({ where: { id: workspaceId } });
    if (!workspace || workspace.deletedAt) return;
    const task = await db.$forWorkspace(workspaceId).task.findUnique({
      where: { id: taskId },
      include: { customer: { select: { name: true } } },
    });
    if (task?.assigneeId !== assigneeId) return;
    const assigner = assignedById ? await db.user.findUnique({ where: { id: assignedById } }) : null;
    await mailer.send(
      taskAssignedMail(
        { appUrl, timeZone },
        {
          to: { email: assignee.email, name: personName(assignee) },
          assignerName: assigner ? personName(assigner) : "Someone",
          workspaceName: workspace.name,
          task: {
            title: task.title,
            dueAt: task.dueAt,
            priority: task.priority,
            customerName: task.customer?.name ?? null,
          },
        },
      ),
    );
  };
}
