import type { TaskList } from "graphile-worker";
import { EMAIL_CHANGE_NOTICE, sendEmailChangeNotice } from "../account/email-change-notice.job.ts";
import { sendAssignmentMail, TASK_ASSIGNED } from "../notifications/task-assigned.job.ts";
import {
  queueDailyReminders,
  sendTaskReminder,
  TASK_REMINDER,
  TASK_REMINDERS,
  TASK_REMINDERS_CRONTAB,
} from "../notifications/task-reminders.job.ts";
import { deliverWebhook, WEBHOOK_DELIVERY } from "../webhooks/webhook-delivery.job.ts";
import type { JobDeps } from "./job-deps.ts";

/** Every job the worker runs, by the name it is queued under. */
export function jobTaskList(deps: JobDeps): TaskList {
  return {
    [TASK_ASSIGNED]: sendAssignmentMail(deps),
    [TASK_REMINDERS]: queueDailyReminders(deps),
    [TASK_REMINDER]: sendTaskReminder(deps),
    [WEBHOOK_DELIVERY]: deliverWebhook(deps),
    [EMAIL_CHANGE_NOTICE]: sendEmailChangeNotice(deps),
  };
}

/** The recurring jobs, in graphile-worker's crontab format. */
export const JOB_CRONTAB = [TASK_REMINDERS_CRONTAB].join("\n");
