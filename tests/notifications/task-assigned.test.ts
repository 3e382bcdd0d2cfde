import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { formatDay } from "#schema/notifications/mail-text.ts";
import { enqueueAssignmentMail } from "#schema/notifications/task-assigned.job.ts";
import type { WorkspaceAccess } from "#core/context.ts";
import { graphql } from "#tests/support/graphql.ts";
import { jobsDone, startTestWorker, TIME_ZONE } from "#tests/support/jobs.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

const CREATE_TASK = `mutation ($input: TaskInput!) { createTask(input: $input) { id } }`;
const UPDATE_TASK = `mutation ($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { id } }`;

let t: TestApp;
let worker: JobWorker;
let ann: Awaited<ReturnType<typeof signedInAgent>>;
let workspace: WorkspaceAccess;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  ann = await signedInAgent(t, { username: "ann" });
  await t.db.user.update({ where: { username: "ann" }, data: { firstName: "Ann", lastName: "Lee" } });
  workspace = await workspaceOf(t.db, "ann");
  for (const username of ["bob", "cara", "dan"]) {
    const user = await createUser(t.db, { username });
    await addMember(t.db, workspace, user);
    ids[username] = user.id;
  }
  ids.ann = (await t.db.user.findUniqueOrThrow({ where: { username: "ann" } })).id;
  worker = await startTestWorker(t);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function createTask(input: Record<string, unknown>): Promise<string> {
  const response = await graphql(ann, CREATE_TASK, { input });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.createTask.id;
}

async function updateTask(id: string, input: Record<string, unknown>) {
  const response = await graphql(ann, UPDATE_TASK, { id, input });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
}

/** The mails sent while `act` and the jobs it queued ran. */
async function mailsDuring(act: () => Promise<unknown>) {
  const before = t.outbox.length;
  await act();
  await jobsDone(t.db);
  return t.outbox.slice(before);
}

describe("the mail to a task's assignee", () => {
  it("goes once to the person a new task is assigned to, with the task's details and a link to the tasks", async () => {
    const customer = await workspace.db.customer.create({ data: { name: "Hal Corp", email: "hal@corp.test" } });
    const dueAt = new Date(2030, 2, 15, 23, 59, 59, 999);
    const mails = await mailsDuring(() =>
      createTask({
        title: "Call the bank",
        dueAt: dueAt.toISOString(),
        priority: "high",
        assigneeId: ids.bob,
        customerId: customer.id,
      }),
    );
    expect(mails).toEqual([
      {
        to: "bob@example.com",
        subject: "Task assigned to you: Call the bank",
        text: [
          "Hello bob,",
          "",
          `Ann Lee assigned you a task in ${workspace.name}:`,
          "",
          "Call the bank",
          `Due: ${formatDay(dueAt, TIME_ZONE)}`,
          "Priority: High",
          "Customer: Hal Corp",
          "",
          "Open your tasks: http://crm.test/tasks",
          "",
          "You can turn these e-mails off under Settings.",
        ].join("\n"),
        link: "http://crm.test/tasks",
      },
    ]);
  });

  it("goes to the new assignee when the task is reassigned, and to nobody when it is saved with the same one", async () => {
    const id = await createTask({ title: "Draft the offer" });
    const reassigned = await mailsDuring(() => updateTask(id, { title: "Draft the offer", assigneeId: ids.cara }));
    expect(reassigned.map((mail) => [mail.to, mail.subject])).toEqual([
      ["cara@example.com", "Task assigned to you: Draft the offer"],
    ]);
    const savedAgain = await mailsDuring(() =>
      updateTask(id, { title: "Draft the final offer", assigneeId: ids.cara, priority: "high" }),
    );
    expect(savedAgain).toEqual([]);
  });

  it("is not sent when you assign a task to yourself", async () => {
    const created = await mailsDuring(() => createTask({ title: "Mine", assigneeId: ids.ann }));
    const id = await createTask({ title: "Mine too" });
    const updated = await mailsDuring(() => updateTask(id, { title: "Mine too", assigneeId: ids.ann }));
    expect([...created, ...updated]).toEqual([]);
  });

  it("is not sent to someone whose e-mail notifications are off when the job runs", async () => {
    await worker.stop();
    const queued = await createTask({ title: "Queued while on", assigneeId: ids.dan });
    await t.db.user.update({ where: { id: ids.dan }, data: { emailNotifications: false } });
    const mails = await mailsDuring(async () => (worker = await startTestWorker(t)));
    expect(mails).toEqual([]);
    expect(await mailsDuring(() => updateTask(queued, { title: "Still off", assigneeId: ids.dan }))).toEqual([]);
    await t.db.user.update({ where: { id: ids.dan }, data: { emailNotifications: true } });
  });

  it("is sent once for one assignment, however often the task is saved before the job runs", async () => {
    await worker.stop();
    const id = await createTask({ title: "Visit the client", assigneeId: ids.bob });
    await updateTask(id, { title: "Visit the client on Monday", assigneeId: ids.bob });
    await updateTask(id, { title: "Visit the client on Tuesday", assigneeId: ids.bob });
    const mails = await mailsDuring(async () => (worker = await startTestWorker(t)));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["bob@example.com", "Task assigned to you: Visit the client on Tuesday"],
    ]);
  });

  it("is queued in the transaction that assigns the task, so a rolled-back assignment sends nothing", async () => {
    await worker.stop();
    const queuedJobs = () => t.db.$queryRaw`SELECT id FROM graphile_worker.jobs`;
    const assignment = workspace.db.$transaction(async (tx) => {
      const task = await tx.task.create({ data: { title: "Undone", assigneeId: ids.bob } });
      await enqueueAssignmentMail(tx, {
        workspaceId: workspace.id,
        taskId: task.id,
        assigneeId: ids.bob!,
        assignedById: ids.ann!,
      });
      expect(await tx.$queryRaw`SELECT id FROM graphile_worker.jobs`).toHaveLength(1);
      expect(await queuedJobs()).toEqual([]);
      throw new Error("rolled back");
    });
    await expect(assignment).rejects.toThrow("rolled back");
    expect(await queuedJobs()).toEqual([]);
    worker = await startTestWorker(t);
  });
});
