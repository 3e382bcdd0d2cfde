import type { Context } from "#core/context.ts";
import { createActivity, deleteActivity, patchActivity } from "#schema/activities/activities.service.ts";
import { createCustomer, deleteCustomer, updateCustomer } from "#schema/customers/customers.service.ts";
import { createDeal, deleteDeal, patchDeal } from "#schema/deals/deals.service.ts";
import { DEAL_STAGES } from "#schema/deals/deals.rules.ts";
import { createTask, deleteTask, patchTask, setTaskCompleted } from "#schema/tasks/tasks.service.ts";
import { TASK_PRIORITIES } from "#schema/tasks/tasks.rules.ts";
import { ACTIVITY_TYPES } from "#schema/activities/activities.rules.ts";
import { CUSTOMER_STATUSES } from "#schema/customers/customers.rules.ts";

/** A row a writer made and its customer (null when none): deleting the customer cascades to the row. */
type Child = { id: string; customerId: string | null };

/** One simulated person writing as fast as the database lets them, on their own rows. */
export type Writer = {
  ctx: Context;
  label: string;
  random: () => number;
  /** Members of the writer's workspace, for task assignees (someone else's gets a mail job). */
  teammateIds: string[];
  serial: number;
  customers: string[];
  deals: Child[];
  tasks: Child[];
  activities: Child[];
};

export type WriteOperation = {
  name: string;
  weight: number;
  ready?: (writer: Writer) => boolean;
  run: (writer: Writer) => Promise<void>;
};

function pick<T>(writer: Writer, items: readonly T[]): T {
  const item = items[Math.floor(writer.random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** Takes a random item out of the list. */
function takeOut<T>(writer: Writer, items: T[]): T {
  const index = Math.floor(writer.random() * items.length);
  const [item] = items.splice(index, 1);
  if (item === undefined) throw new Error("take from an empty list");
  return item;
}

const cents = (writer: Writer) => 100 * (1 + Math.floor(writer.random() * 50_000));
const next = (writer: Writer) => ++writer.serial;
const hasCustomers = (writer: Writer) => writer.customers.length > 0;
/** A customer for a new deal, task or activity; tasks and activities go without one now and then. */
const someCustomer = (writer: Writer) =>
  hasCustomers(writer) && writer.random() < 0.8 ? pick(writer, writer.customers) : null;

function newCustomer(writer: Writer) {
  const number = next(writer);
  return {
    name: `${writer.label} Customer ${number}`,
    email: `${writer.label.toLowerCase()}.${number}@bench.test`,
    phone: "+1 555 0100",
    company: pick(writer, ["Northwind", "Globex", "Initech", "Umbrella", "Hooli"]),
    status: pick(writer, CUSTOMER_STATUSES),
    valueCents: cents(writer),
  };
}

export async function addCustomer(writer: Writer) {
  const customer = await createCustomer(writer.ctx, newCustomer(writer), { select: { id: true } });
  writer.customers.push(customer.id);
}

export async function addDeal(writer: Writer) {
  const customerId = pick(writer, writer.customers);
  const input = { title: `${writer.label} Deal ${next(writer)}`, customerId, valueCents: cents(writer) };
  const deal = await createDeal(writer.ctx, input, { select: { id: true } });
  writer.deals.push({ id: deal.id, customerId });
}

export async function addTask(writer: Writer) {
  const customerId = someCustomer(writer);
  // Mostly oneself, sometimes a teammate (whose mail is queued in the same transaction), sometimes nobody.
  const assigneeId = [writer.ctx.viewer?.id ?? null, pick(writer, writer.teammateIds), null][
    Math.floor(writer.random() * 3)
  ];
  const input = {
    title: `${writer.label} Task ${next(writer)}`,
    dueAt: new Date(Date.now() + Math.floor(writer.random() * 14) * 86_400_000).toISOString(),
    priority: pick(writer, TASK_PRIORITIES),
    customerId,
    assigneeId,
  };
  const task = await createTask(writer.ctx, input, { select: { id: true } });
  writer.tasks.push({ id: task.id, customerId });
}

export async function addActivity(writer: Writer) {
  const customerId = someCustomer(writer);
  const input = { type: pick(writer, ACTIVITY_TYPES), title: `${writer.label} Activity ${next(writer)}`, customerId };
  const activity = await createActivity(writer.ctx, input, { select: { id: true } });
  writer.activities.push({ id: activity.id, customerId });
}

/**
 * The writes of the load test (tests/load/*-operations.ts), with its weights added up per service
 * call (its REST and GraphQL twins reach the same one): creates, edits and deletes of customers,
 * deals, tasks and activities. A deal edit changes its stage, which logs an activity in its transaction.
 */
export const WRITE_MIX: WriteOperation[] = [
  { name: "createCustomer", weight: 8, run: addCustomer },
  {
    name: "updateCustomer",
    weight: 6,
    ready: hasCustomers,
    async run(writer) {
      const id = pick(writer, writer.customers);
      // A full edit (the form's): new details, and an e-mail of its own that stays put across edits.
      const input = { ...newCustomer(writer), email: `${id}@bench.test`, notes: "Spoke about renewal." };
      await updateCustomer(writer.ctx, id, input, { select: { id: true } });
    },
  },
  {
    name: "deleteCustomer",
    weight: 2,
    ready: hasCustomers,
    async run(writer) {
      const id = takeOut(writer, writer.customers);
      await deleteCustomer(writer.ctx, id);
      // Its deals, tasks and activities went with it.
      for (const list of [writer.deals, writer.tasks, writer.activities]) {
        for (let index = list.length - 1; index >= 0; index--)
          if (list[index]?.customerId === id) list.splice(index, 1);
      }
    },
  },
  { name: "createDeal", weight: 4, ready: hasCustomers, run: addDeal },
  {
    name: "patchDeal (stage, value)",
    weight: 3,
    ready: (writer) => writer.deals.length > 0,
    async run(writer) {
      const { id } = pick(writer, writer.deals);
      await patchDeal(
        writer.ctx,
        id,
        { stage: pick(writer, DEAL_STAGES), valueCents: cents(writer) },
        { select: { id: true } },
      );
    },
  },
  {
    name: "deleteDeal",
    weight: 1,
    ready: (writer) => writer.deals.length > 0,
    run: (writer) => deleteDeal(writer.ctx, takeOut(writer, writer.deals).id).then(() => undefined),
  },
  { name: "createTask", weight: 6, run: addTask },
  {
    name: "setTaskCompleted",
    weight: 3,
    ready: (writer) => writer.tasks.length > 0,
    async run(writer) {
      const { id } = pick(writer, writer.tasks);
      await setTaskCompleted(writer.ctx, id, writer.random() < 0.7, { select: { id: true } });
    },
  },
  {
    name: "patchTask",
    weight: 2,
    ready: (writer) => writer.tasks.length > 0,
    async run(writer) {
      const { id } = pick(writer, writer.tasks);
      const input = { priority: pick(writer, TASK_PRIORITIES), description: `Follow up ${next(writer)}.` };
      await patchTask(writer.ctx, id, input, { select: { id: true } });
    },
  },
  {
    name: "deleteTask",
    weight: 2,
    ready: (writer) => writer.tasks.length > 0,
    run: (writer) => deleteTask(writer.ctx, takeOut(writer, writer.tasks).id).then(() => undefined),
  },
  { name: "createActivity", weight: 6, run: addActivity },
  {
    name: "patchActivity",
    weight: 4,
    ready: (writer) => writer.activities.length > 0,
    async run(writer) {
      const { id } = pick(writer, writer.activities);
      const input = { title: `${writer.label} Activity ${next(writer)}`, description: "Spoke about the renewal." };
      await patchActivity(writer.ctx, id, input, { select: { id: true } });
    },
  },
  {
    name: "deleteActivity",
    weight: 2,
    ready: (writer) => writer.activities.length > 0,
    run: (writer) => deleteActivity(writer.ctx, takeOut(writer, writer.activities).id).then(() => undefined),
  },
];

/** One operation the writer can do now, drawn by weight. */
export function chooseWrite(writer: Writer): WriteOperation {
  const ready = WRITE_MIX.filter((operation) => operation.ready?.(writer) ?? true);
  let draw = writer.random() * ready.reduce((sum, operation) => sum + operation.weight, 0);
  for (const operation of ready) {
    draw -= operation.weight;
    if (draw < 0) return operation;
  }
  return WRITE_MIX[0] as WriteOperation;
}
