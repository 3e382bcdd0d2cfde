import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase } from "../db/workspace-scope.ts";

/** The tables whose rows the database counts per workspace (the dashboard_figures migration's triggers). */
export type CountedTable = "customers" | "deals" | "tasks" | "activities";

/**
 * How many rows `table` holds in the client's workspace, exactly: one primary-key read of the count
 * PostgreSQL keeps current on every insert, delete and truncate, instead of counting the rows.
 */
export async function workspaceRowCount(db: WorkspaceDatabase, table: CountedTable): Promise<number> {
  const [row] = await db.$queryWorkspace<{ rowCount: bigint }>(
    (workspaceId) => Prisma.sql`SELECT row_count AS "rowCount" FROM workspace_row_counts
      WHERE workspace_id = ${workspaceId} AND table_name = ${table}`,
  );
  // No row yet: nothing was ever inserted there.
  return row ? Number(row.rowCount) : 0;
}
