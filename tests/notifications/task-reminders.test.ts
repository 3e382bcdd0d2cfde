import { EventEmitter, once } from "node:events";
import type { WorkerEvents } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import { enqueueJob } from "#core/jobs/job-queue.ts";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { localDay, localDayRange } from "#schema/notifications/reminder-day.ts";
import { TASK_REMINDERS } from "#schema/notifications/task-reminders.job.ts";
import { jobsDone, startTestWorker } from "#tests/support/jobs.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace } from "#tests/support/workspaces.ts";

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let worker: JobWorker | undefined;
let workspace: WorkspaceAccess;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t.db, { username: "ann" });
  ids.ann = owner.id;
  workspace = await createWorkspace(t.db, owner);
  for (const username of ["bob", "cara", "dan", "erin"]) {
    const user = await createUser(t.db, { username });
    await addMember(t.db, workspace, user);
    ids[username] = user.id;
  }
  await t.db.user.update({ where: { id: ids.bob }, data: { firstName: "Bob", lastName: "Stone" } });
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

/** A task assigned to `username`, due `hours` after the start of `day`. */
function task(username: string, title: string, day: string, hours: number, extra: Record<string, unknown> = {}) {
  const dueAt = new Date(localDayRange(day).start.getTime() + hours * HOUR);
  return workspace.db.task.create({ data: { title, dueAt, assigneeId: ids[username], ...extra } });
}

/** The mails sent while the queued jobs ran. */
async function mailsOnceDone(before: number) {
  await jobsDone(t.db);
  return t.outbox.slice(before).toSorted((a, b) => a.to.localeCompare(b.to));
}

describe("the morning's task reminder", () => {
  const day = "2030-03-15";

  beforeAll(async () => {
    const customer = await workspace.db.customer.create({ data: { name: "Hal Corp", email: "hal@corp.test" } });
    await task("bob", "Send the contract", day, 23.99, { priority: "medium" });
    await task("bob", "Call the bank", day, 10, { priority: "high", customerId: customer.id });
    await task("bob", "Already done", day, 9, { completedAt: new Date() });
    await task("bob", "Tomorrow's", "2030-03-16", 9);
    await task("bob", "Yesterday's", "2030-03-14", 9);
    await task("ann", "Owner's own", day, 12, { priority: "low" });
    await task("cara", "Reminders off", day, 12);
    await task("dan", "Only tomorrow", "2030-03-16", 12);
    await workspace.db.task.create({ data: { title: "Nobody's", dueAt: localDayRange(day).start } });
    await t.db.user.update({ where: { id: ids.cara }, data: { taskReminders: false } });
    worker = await startTestWorker(t);
  });

  it("mails each user with pending tasks due that day one list of only those tasks", async () => {
    const before = t.outbox.length;
    await enqueueJob(t.db, TASK_REMINDERS, { day });
    const mails = await mailsOnceDone(before);
    expect(mails).toEqual([
      {
        to: "ann@example.com",
        subject: "Due today: 1 task",
        text: "Hello ann,\n\nYou have 1 task due today, Mar 15, 2030:\n\n- Owner's own (low priority)\n\nOpen your tasks: http://crm.test/tasks\n\nYou can turn these e-mails off under Settings.",
        link: "http://crm.test/tasks",
      },
      {
        to: "bob@example.com",
        subject: "Due today: 2 tasks",
        text: "Hello Bob Stone,\n\nYou have 2 tasks due today, Mar 15, 2030:\n\n- Call the bank (high priority, Hal Corp)\n- Send the contract (medium priority)\n\nOpen your tasks: http://crm.test/tasks\n\nYou can turn these e-mails off under Settings.",
        link: "http://crm.test/tasks",
      },
    ]);
  });

  it("is sent once per user and day, however often the day is run", async () => {
    const before = t.outbox.length;
    await enqueueJob(t.db, TASK_REMINDERS, { day });
    await enqueueJob(t.db, TASK_REMINDERS, { day });
    expect(await mailsOnceDone(before)).toEqual([]);
  });

  it("is not sent for a day without pending tasks due", async () => {
    const before = t.outbox.length;
    await enqueueJob(t.db, TASK_REMINDERS, { day: "2030-03-17" });
    expect(await mailsOnceDone(before)).toEqual([]);
  });
});

describe("the hourly tick, with two gateway processes on one database", () => {
  it("runs the reminder hour's tick once between them: one mail per user", async () => {
    await worker?.stop();
    worker = undefined;
    // The last full hour (cron counts in UTC), made the reminder hour, and a worker that knew the
    // crontab before it: both processes start up late for that tick and make it up (?fill=1h).
    const tick = new Date();
    tick.setUTCMinutes(0, 0, 0);
    const day = localDay(tick);
    await task("erin", "Due on the tick's day", day, 12);
    await t.db.$executeRaw`
      INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
      VALUES (${TASK_REMINDERS}, now() - interval '2 hours', NULL)
      ON CONFLICT (identifier) DO UPDATE SET known_since = excluded.known_since, last_execution = NULL`;

    const before = t.outbox.length;
    // Each worker's events are listened to before it starts: its cron may start, and run the tick,
    // before startJobWorker returns.
    const tickRuns: string[] = [];
    const emitters = [0, 1].map(() => {
      const events: WorkerEvents = new EventEmitter();
      events.on("job:success", ({ job }) => {
        const cron = (job.payload as { _cron?: { ts: string } })._cron;
        if (job.task_identifier === TASK_REMINDERS && cron?.ts === tick.toISOString()) tickRuns.push(cron.ts);
      });
      return { events, cronStarted: once(events, "cron:started") };
    });
    const gateways = await Promise.all(
      emitters.map(({ events }) => startTestWorker(t, { reminderHour: tick.getHours(), events })),
    );
    try {
      await Promise.all(emitters.map(({ cronStarted }) => cronStarted));
      const mails = await mailsOnceDone(before);
      expect(tickRuns).toHaveLength(1);
      expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([["erin@example.com", "Due today: 1 task"]]);
    } finally {
      await Promise.all(gateways.map((gateway) => gateway.stop()));
    }
  });
});
