import { requireOwner, requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";

/**
 * The sample CRM a new workspace starts with. Its rows stay samples until someone changes what they
 * say or attaches a real row to a sample customer (database triggers, see the migration
 * sample_rows_kept, record why in `sampleKept`); moves (a deal's stage, a ticked task) do not count.
 */

type Client = Pick<WorkspaceDatabase, "customer" | "company" | "deal" | "task" | "activity">;

export type SampleRowsKept = {
  /** Sample customers someone changed the words or figures of. */
  customersEdited: number;
  /** Sample customers a real deal, task or activity was attached to. */
  customersWithOwnRows: number;
  /** Sample companies someone changed, or linked a real person, deal, task or activity to. */
  companies: number;
  deals: number;
  tasks: number;
  activities: number;
};

const WAS_SAMPLE = { where: { sampleKept: { not: null } } } as const;
/** A sample company one of whose people became real: removal keeps it with them (see removeSampleData). */
const WITH_REAL_PEOPLE = { isSample: true, people: { some: { customer: { isSample: false } } } } as const;

/** How many rows the workspace started with are no longer samples, and why: what removal keeps. */
async function keptRows(db: Client): Promise<SampleRowsKept> {
  const [customersEdited, customersWithOwnRows, companies, deals, tasks, activities] = await Promise.all([
    db.customer.count({ where: { sampleKept: "edited" } }),
    db.customer.count({ where: { sampleKept: "attached" } }),
    db.company.count({ where: { OR: [WAS_SAMPLE.where, WITH_REAL_PEOPLE] } }),
    db.deal.count(WAS_SAMPLE),
    db.task.count(WAS_SAMPLE),
    db.activity.count(WAS_SAMPLE),
  ]);
  return { customersEdited, customersWithOwnRows, companies, deals, tasks, activities };
}

export function sampleRowsKept(ctx: Context): Promise<SampleRowsKept> {
  return keptRows(requireWorkspace(ctx).db);
}

/** How many sample rows the workspace still has: the screen offers to remove them while any is left. */
export async function countSampleRows(ctx: Context) {
  const { db } = requireWorkspace(ctx);
  const sample = { where: { isSample: true } };
  const counts = await Promise.all([
    db.customer.count(sample),
    db.company.count(sample),
    db.deal.count(sample),
    db.task.count(sample),
    db.activity.count(sample),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Deletes every row still marked as a sample, and says what it kept. A sample customer never has real
 * rows on it (attaching one keeps the customer), but the delete checks anyway: it would cascade to them.
 * A sample company whose person became real (by an edit, after the link was made) is kept with them,
 * as attached: deleting it would empty that person's company.
 */
export async function removeSampleData(ctx: Context) {
  const { db } = requireOwner(ctx);
  const sample = { where: { isSample: true } };
  const real = { none: { isSample: false } };
  return db.$transaction(async (tx) => {
    const deals = await tx.deal.deleteMany(sample);
    const tasks = await tx.task.deleteMany(sample);
    const activities = await tx.activity.deleteMany(sample);
    const customers = await tx.customer.deleteMany({
      where: { isSample: true, deals: real, tasks: real, activities: real },
    });
    await tx.company.updateMany({ where: WITH_REAL_PEOPLE, data: { isSample: false, sampleKept: "attached" } });
    const companies = await tx.company.deleteMany({
      where: { isSample: true, people: { none: {} }, deals: real, tasks: real, activities: real },
    });
    return {
      customers: customers.count,
      companies: companies.count,
      deals: deals.count,
      tasks: tasks.count,
      activities: activities.count,
      kept: await keptRows(tx),
    };
  });
}
