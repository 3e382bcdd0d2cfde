import { describe, expect, it } from "vitest";
import { taskAssignedMail } from "./task-assigned-mail.ts";

const settings = { appUrl: "http://crm.test", timeZone: "UTC" };
const to = { email: "ann@example.com", name: "Ann Lee" };

describe("taskAssignedMail", () => {
  it("names the task, its due date, priority and customer, and links to the task list", () => {
    const mail = taskAssignedMail(settings, {
      to,
      assignerName: "Bob Stone",
      workspaceName: "Acme sales",
      task: {
        title: "Call the bank",
        dueAt: new Date("2030-03-15T23:59:59.999Z"),
        priority: "high",
        customerName: "Hal Corp",
      },
    });
    expect(mail).toEqual({
      to: "ann@example.com",
      subject: "Task assigned to you: Call the bank",
      text: "Hello Ann Lee,\n\nBob Stone assigned you a task in Acme sales:\n\nCall the bank\nDue: Mar 15, 2030\nPriority: High\nCustomer: Hal Corp\n\nOpen your tasks: http://crm.test/tasks\n\nYou can turn these e-mails off under Settings.",
      link: "http://crm.test/tasks",
    });
  });

  it("says so when the task has no due date and no customer", () => {
    const mail = taskAssignedMail(settings, {
      to,
      assignerName: "bob",
      workspaceName: "Acme sales",
      task: { title: "Tidy up", dueAt: null, priority: "low", customerName: null },
    });
    expect(mail.text).toBe(
      "Hello Ann Lee,\n\nbob assigned you a task in Acme sales:\n\nTidy up\nDue: no due date\nPriority: Low\nCustomer: none\n\nOpen your tasks: http://crm.test/tasks\n\nYou can turn these e-mails off under Settings.",
    );
  });

  it("shows the due day in the server's time zone (New York's end of day is the next day in UTC)", () => {
    const task = {
      title: "Late call",
      dueAt: new Date("2030-03-16T03:59:59.999Z"),
      priority: "medium",
      customerName: null,
    } as const;
    const mail = taskAssignedMail(
      { ...settings, timeZone: "America/New_York" },
      { to, assignerName: "Bob", workspaceName: "W", task },
    );
    expect(mail.text).toContain("\nDue: Mar 15, 2030\n");
  });
});
