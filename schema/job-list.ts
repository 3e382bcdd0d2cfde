import type { TaskList } from "graphile-worker";
import { EMAIL_CHANGE_MAIL, sendEmailChangeMail } from "./account/email-change-mail.job.ts";
import { EMAIL_CHANGE_NOTICE, sendEmailChangeNotice } from "./account/email-change-notice.job.ts";
import { purgeSessions, SESSION_PURGE, SESSION_PURGE_CRONTAB } from "./account/session-purge.job.ts";
import { purgeSecurityLog, SECURITY_LOG_PURGE, SECURITY_LOG_PURGE_CRONTAB } from "./account/security-log-purge.job.ts";
import { PASSWORD_RESET_MAIL, sendPasswordResetMail } from "./auth/password-reset-mail.job.ts";
import {
  ACCOUNT_VERIFICATION_MAIL,
  EXISTING_ACCOUNT_MAIL,
  sendAccountVerificationMail,
  sendExistingAccountMail,
  sendSignUpMail,
  SIGN_UP_MAIL,
} from "./auth/sign-up-mail.job.ts";
import { CUSTOM_FIELD_REMOVAL, removeCustomFieldValues } from "./custom-fields/custom-field-removal.job.ts";
import { sendAssignmentMail, TASK_ASSIGNED } from "./notifications/task-assigned.job.ts";
import {
  queueDailyReminders,
  sendTaskReminder,
  TASK_REMINDER,
  TASK_REMINDERS,
  TASK_REMINDERS_CRONTAB,
} from "./notifications/task-reminders.job.ts";
import { deliverWebhook, WEBHOOK_DELIVERY } from "./webhooks/webhook-delivery.job.ts";
import { INVITATION_MAIL, sendInvitationMail } from "./workspaces/invitation-mail.job.ts";
import type { JobDeps } from "./core/jobs/job-deps.ts";

/**
 * The mails a request queues for its account's owner (links to verify, reset, confirm, join): the
 * one road by which a request's mail leaves, after its transaction commits.
 */
export function accountMailTaskList(deps: JobDeps): TaskList {
  return {
    [SIGN_UP_MAIL]: sendSignUpMail(deps),
    [ACCOUNT_VERIFICATION_MAIL]: sendAccountVerificationMail(deps),
    [EXISTING_ACCOUNT_MAIL]: sendExistingAccountMail(deps),
    [PASSWORD_RESET_MAIL]: sendPasswordResetMail(deps),
    [EMAIL_CHANGE_MAIL]: sendEmailChangeMail(deps),
    [EMAIL_CHANGE_NOTICE]: sendEmailChangeNotice(deps),
    [INVITATION_MAIL]: sendInvitationMail(deps),
  };
}

/** Every job the worker runs, by the name it is queued under. */
export function jobTaskList(deps: JobDeps): TaskList {
  return {
    ...accountMailTaskList(deps),
    [TASK_ASSIGNED]: sendAssignmentMail(deps),
    [TASK_REMINDERS]: queueDailyReminders(deps),
    [TASK_REMINDER]: sendTaskReminder(deps),
    [WEBHOOK_DELIVERY]: deliverWebhook(deps),
    [CUSTOM_FIELD_REMOVAL]: removeCustomFieldValues(deps),
    [SESSION_PURGE]: purgeSessions(deps),
    [SECURITY_LOG_PURGE]: purgeSecurityLog(deps),
  };
}

/** The recurring jobs, in graphile-worker's crontab format. */
export const JOB_CRONTAB = [TASK_REMINDERS_CRONTAB, SESSION_PURGE_CRONTAB, SECURITY_LOG_PURGE_CRONTAB].join("\n");
