import type { ActivityType, CustomerStatus, DealStage, TaskPriority } from "#prisma/generated/prisma/client.ts";
import type { ActivityFields, CustomerFields, DealFields, TaskFields } from "./expected-rows.ts";
import type { LoadClient } from "./load-client.ts";

// The values a client writes: each name and title starts with the client's label (so with its
// workspace's tag); times are whole seconds, which every transport and the database keep exactly.

const STATUSES: CustomerStatus[] = ["lead", "active", "inactive"];
const STAGES: DealStage[] = ["qualified", "proposal", "negotiation", "closed_won", "closed_lost"];
const PRIORITIES: TaskPriority[] = ["high", "medium", "low"];
const ACTIVITY_TYPES: ActivityType[] = ["call", "email", "meeting", "note"];
const COMPANIES = ["Northwind", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay"];
const HOUR_MS = 60 * 60 * 1000;

const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

function pick<T>(client: LoadClient, items: readonly T[]): T {
  const item = client.pick(items);
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

const cents = (client: LoadClient) => 100 * (1 + client.below(50_000));

export function newCustomer(client: LoadClient): CustomerFields {
  const number = client.next();
  const { label } = client.person;
  return {
    name: `${label} Customer ${number}`,
    email: `${label.toLowerCase().replace(" ", ".")}.${number}@load.test`,
    phone: `+1 555 010 ${String(client.below(10_000)).padStart(4, "0")}`,
    company: `${pick(client, COMPANIES)} ${client.workspace.tag}`,
    status: pick(client, STATUSES),
    notes: "",
    valueCents: cents(client),
  };
}

/** The customer form's edit: status, value, notes, sometimes the name. */
export function editedCustomer(client: LoadClient, customer: CustomerFields): CustomerFields {
  const number = client.next();
  return {
    ...customer,
    name: client.below(3) === 0 ? `${client.person.label} Customer ${number}` : customer.name,
    status: pick(client, STATUSES),
    notes: `Edit ${number}: spoke about renewal.`,
    valueCents: cents(client),
  };
}

export function newDeal(client: LoadClient, customerId: string): DealFields {
  return {
    title: `${client.person.label} Deal ${client.next()}`,
    customerId,
    stage: pick(client, STAGES),
    valueCents: cents(client),
  };
}

export function movedDeal(client: LoadClient, deal: DealFields): DealFields {
  return { ...deal, stage: pick(client, STAGES), valueCents: cents(client) };
}

export function newTask(client: LoadClient, customerId: string | null): TaskFields {
  return {
    title: `${client.person.label} Task ${client.next()}`,
    description: client.below(2) === 0 ? "" : "Follow up on the proposal.",
    dueAt: client.below(4) === 0 ? null : wholeSecond(Date.now() + client.below(14 * 24) * HOUR_MS),
    priority: pick(client, PRIORITIES),
    completed: false,
    customerId,
    // Mostly oneself, sometimes a teammate (who is mailed about it), sometimes nobody.
    assigneeId: [client.person.userId, pick(client, client.workspace.memberIds), null][client.below(3)] ?? null,
  };
}

export function newActivity(client: LoadClient, customerId: string | null): ActivityFields {
  return {
    type: pick(client, ACTIVITY_TYPES),
    title: `${client.person.label} Activity ${client.next()}`,
    description: client.below(2) === 0 ? "" : "Discussed the next steps.",
    occurredAt: wholeSecond(Date.now() - client.below(30 * 24) * HOUR_MS),
    customerId,
  };
}

export function editedActivity(client: LoadClient, activity: ActivityFields): ActivityFields {
  return {
    ...activity,
    type: pick(client, ACTIVITY_TYPES),
    title: `${client.person.label} Activity ${client.next()}`,
    description: `Notes, version ${client.next()}.`,
  };
}
