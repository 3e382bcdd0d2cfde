import type { OutgoingMail } from "#core/mail/mailer.ts";
import { formatDay, SETTINGS_NOTE, tasksLink, type MailSettings, type MailTask } from "./mail-text.ts";

const PRIORITY_NAMES = { high: "High", medium: "Medium", low: "Low" } as const;

export type TaskAssignedMailInput = {
  to: { email: string; name: string };
  assignerName: string;
  workspaceName: string;
  task: MailTask;
};

/** The mail a person gets when someone else assigns them a task. */
export function taskAssignedMail(
  settings: MailSettings,
  { to, assignerName, workspaceName, task }: TaskAssignedMailInput,
) {
  const link = tasksLink(settings);
  const lines = [
    `Hello ${to.name},`,
    "",
    `${assignerName} assigned you a task in ${workspaceName}:`,
    "",
    task.title,
    `Due: ${task.dueAt ? formatDay(task.dueAt, settings.timeZone) : "no due date"}`,
    `Priority: ${PRIORITY_NAMES[task.priority]}`,
    `Customer: ${task.customerName ?? "none"}`,
    "",
    `Open your tasks: ${link}`,
    "",
    SETTINGS_NOTE,
  ];
  return {
    to: to.email,
    subject: `Task assigned to you: ${task.title}`,
    text: lines.join("\n"),
    link,
  } satisfies OutgoingMail;
}
