import { strToU8, zipSync } from "fflate";
import { requireOwner } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import type { WorkspaceDatabase } from "../db.ts";
import { objectsToCsv } from "../csv/csv-text.ts";

/** Rows are read in batches so a large workspace never sits in one query's result. */
const BATCH = 1000;

type Batch<Row> = (after: string | undefined) => Promise<Row[]>;

async function readAll<Row extends { id: string }>(next: Batch<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | undefined;
  for (;;) {
    const batch = await next(after);
    rows.push(...batch);
    if (batch.length < BATCH) return rows;
    after = batch.at(-1)?.id;
  }
}

function page(after: string | undefined) {
  return { take: BATCH, orderBy: { id: "asc" as const }, ...(after ? { cursor: { id: after }, skip: 1 } : {}) };
}

function records(db: WorkspaceDatabase) {
  return Promise.all([
    // Without the lower-cased copies the database derives for search and uniqueness: the user's data only.
    readAll((after) => db.customer.findMany({ ...page(after), omit: { searchText: true, emailNormalized: true } })),
    readAll((after) => db.deal.findMany(page(after))),
    readAll((after) => db.task.findMany(page(after))),
    readAll((after) => db.activity.findMany(page(after))),
  ]);
}

/**
 * Everything the workspace holds, as the legal pages promise: a zip with one CSV per record type and
 * workspace.json (the workspace, its members and every record). Owners only.
 */
export async function exportWorkspace(ctx: Context, now: Date = new Date()) {
  const access = requireOwner(ctx);
  const [customers, deals, tasks, activities] = await records(access.db);
  const [workspace, memberships] = await Promise.all([
    ctx.db.workspace.findUniqueOrThrow({ where: { id: access.id } }),
    ctx.db.membership.findMany({
      where: { workspaceId: access.id },
      include: { user: { select: { id: true, username: true, email: true } } },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const members = memberships.map(({ user, role, createdAt }) => ({ ...user, role, joinedAt: createdAt }));
  const everything = { exportedAt: now, workspace, members, customers, deals, tasks, activities };
  const zip = zipSync({
    "customers.csv": strToU8(objectsToCsv(customers)),
    "deals.csv": strToU8(objectsToCsv(deals)),
    "tasks.csv": strToU8(objectsToCsv(tasks)),
    "activities.csv": strToU8(objectsToCsv(activities)),
    "members.csv": strToU8(objectsToCsv(members)),
    "workspace.json": strToU8(JSON.stringify(everything, null, 2)),
  });
  const day = now.toISOString().slice(0, 10);
  return { filename: `workspace-export-${day}.zip`, contentBase64: Buffer.from(zip).toString("base64") };
}
