import type { OutgoingMail } from "#core/mail/mailer.ts";
import { formatDay, SETTINGS_NOTE, tasksLink, type MailSettings, type MailTask } from "./mail-text.ts";

export type TaskReminderMailInput = {
  to: { email: string; name: string };
  /** The start of the day the tasks are due. */
  day: Date;
  tasks: Omit<MailTask, "dueAt">[];
};

function taskLine(task: TaskReminderMailInput["tasks"][number]): string {
  const details = [`${task.priority} priority`, ...(task.customerName ? [task.customerName] : [])];
  return `- ${task.title} (${details.join(", ")})`;
}

/** The morning mail listing a person's pending tasks due that day. */
export function taskReminderMail(settings: MailSettings, { to, day, tasks }: TaskReminderMailInput) {
  const link = tasksLink(settings);
  const count = tasks.length === 1 ? "1 task" : `${tasks.length} tasks`;
  const lines = [
    `Hello ${to.name},`,
    "",
    `You have ${count} due today, ${formatDay(day, settings.timeZone)}:`,
    "",
    ...tasks.map(taskLine),
    "",
    `Open your tasks: ${link}`,
    "",
    SETTINGS_NOTE,
  ];
  return { to: to.email, subject: `Due today: ${count}`, text: lines.join("\n"), link } satisfies OutgoingMail;
}
