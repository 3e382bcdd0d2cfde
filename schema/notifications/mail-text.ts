import type { TaskPriority, User } from "#prisma/generated/prisma/client.ts";

/** What the notification mails need to know about where they are read. */
export type MailSettings = {
  /** Base URL for the link to the task list. */
  appUrl: string;
  /** The time zone due dates are shown in: the server's, the one its reminder day is counted in. */
  timeZone: string;
};

/** A task as the mails show it. */
export type MailTask = {
  title: string;
  dueAt: Date | null;
  priority: TaskPriority;
  customerName: string | null;
};

export const SETTINGS_NOTE = "You can turn these e-mails off under Settings.";

/** The name a person gave in their profile, or their username until they have given one. */
export function personName(user: Pick<User, "firstName" | "lastName" | "username">): string {
  return [user.firstName, user.lastName].filter((part) => part.trim() !== "").join(" ") || user.username;
}

/** "Mar 15, 2030", as the task screens show a due date. */
export function formatDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(date);
}

export function tasksLink(settings: Pick<MailSettings, "appUrl">): string {
  return `${settings.appUrl}/tasks`;
}
