import pg from "pg";
import { sameFields } from "./answer-checks.ts";
import { CLOSED_STAGES, ROW_KINDS, STAGE_CHANGE_TITLE, type RowKind } from "./expected-rows.ts";
import type { LoadClient } from "./load-client.ts";

// After the run, the database itself against every client's acknowledged writes: each acknowledged
// row is there exactly as acknowledged and in its client's workspace, each acknowledged delete is gone,
// nothing else is there, and every row carries its own workspace's tag.

/** Each table's rows in the model's terms (times as ISO strings), with their workspace. */
const QUERIES: Record<RowKind, string> = {
  customers: `SELECT id, workspace_id AS "workspaceId", name, email, phone, company, status::text AS status, notes,
    value_cents AS "valueCents", name AS label FROM customers`,
  deals: `SELECT id, workspace_id AS "workspaceId", title, customer_id AS "customerId", stage::text AS stage,
    value_cents AS "valueCents", closed_at IS NOT NULL AS closed, title AS label FROM deals`,
  tasks: `SELECT id, workspace_id AS "workspaceId", title, description, due_at AS "dueAt", priority::text AS priority,
    completed_at IS NOT NULL AS completed, customer_id AS "customerId", assignee_id AS "assigneeId", title AS label FROM tasks`,
  activities: `SELECT id, workspace_id AS "workspaceId", type::text AS type, title, description,
    occurred_at AS "occurredAt", customer_id AS "customerId", title AS label FROM activities`,
};

type StoredRow = Record<string, unknown> & { id: string; workspaceId: string; label: string };

export type DatabaseVerdict = {
  /** Acknowledged rows found as acknowledged, per kind. */
  rowsChecked: Record<RowKind, number>;
  deletesChecked: number;
  problems: string[];
};

function asModel(row: StoredRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The server's stage-change notes, customer by customer, against the stage changes acknowledged. */
function stageChangeProblems(stored: Map<string, string[]>, clients: LoadClient[]): string[] {
  const expected = new Map(clients.flatMap((client) => [...client.rows.stageChanges]));
  const customers = new Set([...stored.keys(), ...expected.keys()]);
  return [...customers].flatMap((customerId) => {
    const [held, acknowledged] = [stored.get(customerId) ?? [], expected.get(customerId) ?? []];
    return held.toSorted().join("\n") === acknowledged.toSorted().join("\n")
      ? []
      : [
          `stage-change notes of customer ${customerId}: ${JSON.stringify(held)}, expected ${JSON.stringify(acknowledged)}`,
        ];
  });
}

export async function verifyDatabase(databaseUrl: string, clients: LoadClient[]): Promise<DatabaseVerdict> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const problems: string[] = [];
  const rowsChecked = { customers: 0, deals: 0, tasks: 0, activities: 0 };
  const tags = new Map(clients.map((client) => [client.workspace.id, client.workspace.tag]));
  let deletesChecked = 0;
  try {
    for (const kind of ROW_KINDS) {
      const stored = new Map(
        (await db.query<StoredRow>(QUERIES[kind])).rows.map((row) => [row.id, asModel(row) as StoredRow]),
      );
      const accounted = new Set<string>();
      for (const client of clients) {
        const who = client.person.label;
        for (const [id, expected] of client.rows.of(kind)) {
          accounted.add(id);
          const row = stored.get(id);
          if (!row) problems.push(`lost: ${who}'s ${kind} ${id}, acknowledged as ${JSON.stringify(expected)}`);
          else if (row.workspaceId !== client.workspace.id) {
            problems.push(
              `moved: ${who}'s ${kind} ${id} is in workspace ${tags.get(row.workspaceId) ?? row.workspaceId}`,
            );
          } else if (!sameFields(expected, row)) {
            problems.push(
              `changed: ${who}'s ${kind} ${id} is ${JSON.stringify(row)}, acknowledged as ${JSON.stringify(expected)}`,
            );
          } else rowsChecked[kind] += 1;
        }
        for (const deleted of client.rows.deleted.filter((entry) => entry.kind === kind)) {
          accounted.add(deleted.id);
          if (stored.has(deleted.id)) problems.push(`not deleted: ${who}'s ${kind} ${deleted.id} is still stored`);
          else deletesChecked += 1;
        }
      }
      const stageChanges = new Map<string, string[]>();
      for (const row of stored.values()) {
        if (kind === "activities" && STAGE_CHANGE_TITLE.test(row.label)) {
          const customerId = String(row.customerId);
          stageChanges.set(customerId, [...(stageChanges.get(customerId) ?? []), row.label]);
          continue;
        }
        const tag = tags.get(row.workspaceId);
        if (!tag || !row.label.startsWith(`${tag} `)) {
          problems.push(`cross-workspace: ${kind} "${row.label}" is stored in workspace ${tag ?? row.workspaceId}`);
        } else if (!accounted.has(row.id)) {
          problems.push(`unacknowledged: ${kind} ${row.id} "${row.label}" was stored, but no client was told so`);
        }
        if (kind === "deals" && row.closed !== CLOSED_STAGES.includes(row.stage as never)) {
          problems.push(
            `inconsistent: deal ${row.id} in stage ${String(row.stage)} has closed = ${String(row.closed)}`,
          );
        }
      }
      if (kind === "activities") problems.push(...stageChangeProblems(stageChanges, clients));
    }
  } finally {
    await db.end();
  }
  return { rowsChecked, deletesChecked, problems };
}
