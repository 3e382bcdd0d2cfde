import { z } from "zod";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { Database } from "#core/db/db.ts";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJobsFor } from "#core/jobs/job-queue.ts";
import { personName } from "./mail-text.ts";
import { ISO_DAY, localDayRange, reminderDayAt, type IsoDay } from "./reminder-day.ts";
import { taskReminderMail } from "./task-reminder-mail.ts";

/** The day's run: finds who has tasks due and queues one reminder job for each of them. */
export const TASK_REMINDERS = "task_reminders";
/** One user's reminder for one day. */
export const TASK_REMINDER = "task_reminder";

/**
 * On the hour, every hour: graphile-worker's cron counts hours in UTC, so the job itself picks the
 * reminder hour in the server's time zone (and so follows its clock changes). graphile-worker adds
 * each tick's job once, whichever gateway processes run the cron; a tick missed while none ran is
 * made up within the hour.
 */
export const TASK_REMINDERS_CRONTAB = `0 * * * * ${TASK_REMINDERS} ?fill=1h`;

/** Sent-reminder rows are only needed while their day can still be run again. */
const KEEP_SENT_DAYS = 7;
/** Sending holds the transaction that records the reminder open, for as long as SMTP may take. */
const SEND_TIMEOUT_MS = 60_000;

const dayRun = z.union([
  z.object({ day: z.string().regex(ISO_DAY) }),
  z.object({ _cron: z.object({ ts: z.string() }) }),
]);
const userReminder = z.object({ userId: z.uuid(), day: z.string().regex(ISO_DAY) });

/** Midnight UTC of the day, which is how PostgreSQL's `date` arrives in and leaves Prisma. */
const asDateColumn = (day: IsoDay) => new Date(`${day}T00:00:00Z`);
/** due_at is a timestamp without time zone holding UTC. */
const asUtcTimestamp = (moment: Date) => Prisma.sql`(${moment.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/**
 * Queues the reminders for a day (`{ day }`, or the cron's tick at the reminder hour) in one
 * statement: all of them or, if it fails, none. A reminder already queued for the same user and day
 * is replaced rather than doubled (its job key).
 */
export function queueDailyReminders({ db, log, reminderHour }: JobDeps) {
  return async (payload: unknown) => {
    const run = dayRun.parse(payload);
    const day = "day" in run ? run.day : reminderDayAt(new Date(run._cron.ts), reminderHour);
    if (!day) return;
    const { start, end } = localDayRange(day);
    const keepFrom = new Date(asDateColumn(day).getTime() - KEEP_SENT_DAYS * 24 * 60 * 60 * 1000);
    await db.taskReminderMail.deleteMany({ where: { day: { lt: keepFrom } } });
    // Across workspaces on purpose: a person's reminder lists their tasks from every team they are in.
    const queued = await enqueueJobsFor(
      db,
      TASK_REMINDER,
      Prisma.sql`
        SELECT json_build_object('userId', users.id, 'day', ${day}::text) AS payload,
               ${`task-reminder:${day}:`} || users.id AS job_key
        FROM users
        WHERE users.task_reminders AND users.disabled_at IS NULL AND EXISTS (
          SELECT 1 FROM tasks
          JOIN memberships ON memberships.workspace_id = tasks.workspace_id AND memberships.user_id = users.id
          JOIN workspaces ON workspaces.id = tasks.workspace_id AND workspaces.deleted_at IS NULL
          WHERE tasks.assignee_id = users.id AND tasks.completed_at IS NULL
            AND tasks.due_at >= ${asUtcTimestamp(start)} AND tasks.due_at < ${asUtcTimestamp(end)}
        )`,
    );
    log.info(`Queued ${queued} task reminder(s) for ${day}`);
  };
}

/** The user's pending tasks due in the range, in every workspace they are still a member of. */
async function dueTasks(db: Database, userId: string, start: Date, end: Date) {
  const memberships = await db.membership.findMany({
    where: { userId, workspace: { deletedAt: null } },
    orderBy: { createdAt: "asc" },
  });
  const perWorkspace = await Promise.all(
    memberships.map(({ workspaceId }) =>
      db.$forWorkspace(workspaceId).task.findMany({
        where: { assigneeId: userId, completedAt: null, dueAt: { gte: start, lt: end } },
        select: { title: true, priority: true, customer: { select: { name: true } } },
        orderBy: [{ dueAt: "asc" }, { id: "asc" }],
      }),
    ),
  );
  return perWorkspace.flat().map((task) => ({ ...task, customerName: task.customer?.name ?? null }));
}

/**
 * Sends one user's reminder for a day, at most once: the row recording it is written in the same
 * transaction as the mail is sent, so a failed send is retried and a second run finds the row. The
 * preference and the tasks are read now, not when the job was queued.
 */
export function sendTaskReminder({ db, mailer, appUrl, timeZone }: JobDeps) {
  return async (payload: unknown) => {
    const { userId, day } = userReminder.parse(payload);
    const user = await db.user.findUnique({ where: { id: userId } });
    if (!user?.taskReminders || user.disabledAt) return;
    const { start, end } = localDayRange(day);
    const tasks = await dueTasks(db, userId, start, end);
    if (tasks.length === 0) return;
    await db.$transaction(
      async (tx) => {
        const recorded = await tx.taskReminderMail.createMany({
          data: { userId, day: asDateColumn(day) },
          skipDuplicates: true,
        });
        if (recorded.count === 0) return;
        const to = { email: user.email, name: personName(user) };
        await mailer.send(taskReminderMail({ appUrl, timeZone }, { to, day: start, tasks }));
      },
      { timeout: SEND_TIMEOUT_MS },
    );
  };
}
