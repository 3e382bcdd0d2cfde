import { describe, expect, it } from "vitest";
import { taskReminderMail } from "./task-reminder-mail.ts";

const settings = { appUrl: "http://crm.test", timeZone: "UTC" };
const to = { email: "ann@example.com", name: "Ann Lee" };
const day = new Date("2030-03-15T00:00:00Z");

describe("taskReminderMail", () => {
  it("lists each task with its priority and customer, and links to the task list", () => {
    const mail = taskReminderMail(settings, {
      to,
      day,
      tasks: [
        { title: "Call the bank", priority: "high", customerName: "Hal Corp" },
        { title: "Send the contract", priority: "medium", customerName: null },
      ],
    });
    expect(mail).toEqual({
      to: "ann@example.com",
      subject: "Due today: 2 tasks",
      text: "Hello Ann Lee,\n\nYou have 2 tasks due today, Mar 15, 2030:\n\n- Call the bank (high priority, Hal Corp)\n- Send the contract (medium priority)\n\nOpen your tasks: http://crm.test/tasks\n\nYou can turn these e-mails off under Settings.",
      link: "http://crm.test/tasks",
    });
  });

  it("counts a single task in the singular", () => {
    const mail = taskReminderMail(settings, {
      to,
      day,
      tasks: [{ title: "Tidy up", priority: "low", customerName: null }],
    });
    expect([mail.subject, mail.text.split("\n")[2]]).toEqual([
      "Due today: 1 task",
      "You have 1 task due today, Mar 15, 2030:",
    ]);
  });
});
