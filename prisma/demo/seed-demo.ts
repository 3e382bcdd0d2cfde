import { randomUUID } from "node:crypto";
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { POSITION_STEP } from "#schema/deals/deal-positions.ts";
import {
  DAY,
  GENERATED_INDUSTRIES,
  GENERATED_SIZES,
  HOUR,
  SAMPLE_ACTIVITIES,
  SAMPLE_COMPANIES,
  SAMPLE_CUSTOMERS,
  SAMPLE_DEALS,
  SAMPLE_TASKS,
  type SampleCustomerKey,
} from "./sample-rows.ts";

const SAMPLE = { isSample: true } as const;

/** The board's order, as for deals made since: newest first in each stage's column, POSITION_STEP apart. */
function withBoardPositions(deals: Prisma.DealCreateManyInput[]): Prisma.DealCreateManyInput[] {
  const created = (deal: Prisma.DealCreateManyInput) => new Date(deal.createdAt ?? 0).getTime();
  const newestFirst = [...deals].sort((a, b) => created(b) - created(a));
  const placed = new Map<string, number>();
  return newestFirst.map((deal) => {
    const stage = deal.stage ?? "qualified";
    const place = (placed.get(stage) ?? 0) + 1;
    placed.set(stage, place);
    return { ...deal, position: place * POSITION_STEP };
  });
}

/**
 * A sample task is due on a day, not at a time: the end of that day (UTC), whose 59.999 seconds the
 * screens read as "no time" (see web/src/ui/records/dueDate.ts).
 */
function dueByEndOfDay(day: Date): Date {
  const due = new Date(day);
  due.setUTCHours(23, 59, 59, 999);
  return due;
}

/** The sample companies, each with the ids of its people, its role for each and which link is primary. */
function sampleCompanies(now: Date, ownerId: string) {
  const companies = new Map<string, Prisma.CompanyCreateManyInput>();
  const createdAt = new Date(now.getTime() - 180 * DAY);
  for (const { name, domains, industry, size, phone, website, address } of SAMPLE_COMPANIES) {
    const details = { name, domains, industry, size, phone, website, address };
    companies.set(name, { ...details, ...SAMPLE, id: randomUUID(), ownerId, createdAt });
  }
  /** A generated customer's company (their e-mail is free mail: it has no domain). */
  const generated = (name: string, createdAt: Date): string => {
    const known = companies.get(name)?.id;
    if (known) return known;
    const place = companies.size;
    const id = randomUUID();
    companies.set(name, {
      name,
      ...SAMPLE,
      id,
      industry: GENERATED_INDUSTRIES[place % GENERATED_INDUSTRIES.length],
      size: GENERATED_SIZES[place % GENERATED_SIZES.length],
      ownerId,
      createdAt,
    });
    return id;
  };
  const idOf = (name: string) => companies.get(name)?.id ?? null;
  return { companies, generated, idOf };
}

/**
 * Fills a new workspace with the sample CRM: the spec's sample customers at their sample companies,
 * tasks and activities plus generated history, all marked as samples so its owners can remove them in
 * one action. Owned by, and assigned to, the workspace's first owner (deals too). Six inserts in one
 * transaction: a first sign-in should not wait on dozens of round trips.
 */
export async function seedSampleData(db: WorkspaceDatabase, ownerId: string, now: Date = new Date()) {
  // Loaded on a first sign-in, not at start: faker is a quarter of a second of a warm start.
  const { generateHistory } = await import("./generated-history.ts");
  const sampleIds = new Map<SampleCustomerKey, string>();
  const customers: Prisma.CustomerCreateManyInput[] = SAMPLE_CUSTOMERS.map(({ key, ageDays, ...customer }) => {
    const id = randomUUID();
    sampleIds.set(key, id);
    return { ...customer, ...SAMPLE, id, ownerId, createdAt: new Date(now.getTime() - ageDays * DAY) };
  });
  const customerId = (key: SampleCustomerKey) => sampleIds.get(key) ?? null;
  const { companies, generated, idOf } = sampleCompanies(now, ownerId);
  const companyOf = new Map(SAMPLE_CUSTOMERS.map(({ key, company }) => [key, idOf(company)]));
  const links: Prisma.CustomerCompanyCreateManyInput[] = SAMPLE_COMPANIES.flatMap(({ name, people }) =>
    people.map(({ customer, role, primary }) => ({
      customerId: sampleIds.get(customer) ?? "",
      companyId: idOf(name) ?? "",
      role,
      isPrimary: primary,
    })),
  );
  const tasks = SAMPLE_TASKS.map(({ dueInDays, completed, customer, ...task }) => ({
    ...task,
    ...SAMPLE,
    dueAt: dueByEndOfDay(new Date(now.getTime() + dueInDays * DAY)),
    completedAt: completed ? new Date(now.getTime() - DAY) : null,
    createdAt: new Date(now.getTime() - 10 * DAY),
    assigneeId: ownerId,
    customerId: customerId(customer),
    companyId: companyOf.get(customer) ?? null,
  }));
  const deals: Prisma.DealCreateManyInput[] = SAMPLE_DEALS.flatMap(
    ({ ageDays, expectedInDays, closedDaysAgo, customer, ...deal }) => {
      const id = customerId(customer);
      if (!id) return [];
      const createdAt = new Date(now.getTime() - ageDays * DAY);
      const expectedCloseAt = new Date(now.getTime() + expectedInDays * DAY);
      const closedAt = closedDaysAgo === null ? null : new Date(now.getTime() - closedDaysAgo * DAY);
      const companyId = companyOf.get(customer) ?? null;
      return [{ ...deal, ...SAMPLE, customerId: id, companyId, ownerId, createdAt, expectedCloseAt, closedAt }];
    },
  );
  const activities: Prisma.ActivityCreateManyInput[] = SAMPLE_ACTIVITIES.map(({ hoursAgo, customer, ...activity }) => ({
    ...activity,
    ...SAMPLE,
    occurredAt: new Date(now.getTime() - hoursAgo * HOUR),
    authorId: ownerId,
    customerId: customerId(customer),
    companyId: companyOf.get(customer) ?? null,
  }));
  for (const { deals: history, activities: touches, ...customer } of generateHistory(now)) {
    const id = randomUUID();
    const companyId = generated(customer.company, customer.createdAt);
    customers.push({ ...customer, notes: "", ...SAMPLE, id, ownerId });
    links.push({ customerId: id, companyId, role: "", isPrimary: true });
    deals.push(...history.map((deal) => ({ ...deal, ...SAMPLE, customerId: id, companyId, ownerId })));
    activities.push(
      ...touches.map((activity) => ({ ...activity, description: "", ...SAMPLE, authorId: ownerId, customerId: id })),
    );
  }
  await db.$transaction([
    db.company.createMany({ data: [...companies.values()] }),
    db.customer.createMany({ data: customers }),
    db.customerCompany.createMany({ data: links }),
    db.deal.createMany({ data: withBoardPositions(deals) }),
    db.task.createMany({ data: tasks }),
    db.activity.createMany({ data: activities }),
  ]);
}
