import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_FILTER_FIELDS } from "#schema/activities/activities.filter.rules.ts";
import { COMPANY_FILTER_FIELDS } from "#schema/companies/companies.filter.rules.ts";
import { CUSTOMER_FILTER_FIELDS } from "#schema/customers/customers.filter.rules.ts";
import { DEAL_FILTER_FIELDS } from "#schema/deals/deals.filter.rules.ts";
import type { FilterFields } from "#core/lists/filter-fields.rules.ts";
import { TASK_FILTER_FIELDS } from "#schema/tasks/tasks.filter.rules.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

// Every field a filter tree may name has an index that serves it, alone or after the workspace: read
// from the database's real indexes, so a field added to a registry without one fails here.

const LISTS = [
  CUSTOMER_FILTER_FIELDS,
  COMPANY_FILTER_FIELDS,
  DEAL_FILTER_FIELDS,
  TASK_FILTER_FIELDS,
  ACTIVITY_FILTER_FIELDS,
];

type Index = { table: string; name: string; method: string; columns: string[]; definition: string };
type Column = { table: string; column: string };

/** `CREATE INDEX x ON public.t USING btree (workspace_id, "name", id)` -> btree, [workspace_id, name, id]. */
function parseIndex(table: string, name: string, definition: string): Index {
  const [, method = "", inside = ""] = /USING (\w+) \((.*)\)/.exec(definition) ?? [];
  const columns: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of inside) {
    if (char === "," && depth === 0) {
      columns.push(current);
      current = "";
      continue;
    }
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    current += char;
  }
  columns.push(current);
  // A column (with its operator class, if any) is named; an expression stays as written.
  const named = (entry: string) => /^"?(\w+)"?(?: \w+)?$/.exec(entry.trim())?.[1] ?? entry.trim();
  return { table, name, method, definition, columns: columns.map(named) };
}

function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The fields of the registries that no index serves, each with what it lacks. */
function unservedFields(lists: readonly FilterFields[], indexes: readonly Index[], columns: readonly Column[]) {
  const problems: string[] = [];
  for (const list of lists) {
    for (const [name, field] of Object.entries(list.fields)) {
      // A field reached through a hop (company.industry) lives on the related row's table.
      const table = field.table ?? list.table;
      const tableIndexes = indexes.filter((index) => index.table === table);
      const exists = (column: string) => columns.some((known) => known.table === table && known.column === column);
      const column = snakeCase(field.path.at(-1)!);
      if (!exists(column)) problems.push(`${list.list}.${name}: no column ${table}.${column}`);
      const leads = (index: Index) =>
        index.columns[0] === column || (index.columns[0] === "workspace_id" && index.columns[1] === column);
      if (field.index !== "search" && !tableIndexes.some(leads)) {
        problems.push(`${list.list}.${name}: no index on ${column} alone or after workspace_id`);
      }
      if (field.searchColumn) {
        const search = snakeCase(field.searchColumn);
        const trigram = tableIndexes.some(
          (index) =>
            index.method === "gin" &&
            index.columns.join(",") === `workspace_id,${search}` &&
            index.definition.includes("gin_trgm_ops"),
        );
        if (!trigram) problems.push(`${list.list}.${name}: no trigram index on (workspace_id, ${search})`);
      }
    }
  }
  return problems;
}

let t: TestApp;
let indexes: Index[];
let columns: Column[];

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.db.$queryRaw<{ tablename: string; indexname: string; indexdef: string }[]>`
    SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()`;
  indexes = rows.map((row) => parseIndex(row.tablename, row.indexname, row.indexdef));
  columns = await t.db.$queryRaw<Column[]>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = current_schema()`;
});
afterAll(() => t.close());

describe("the filter fields' indexes", () => {
  it("serve every field of every list's registry, alone or after the workspace", () => {
    expect(indexes.length).toBeGreaterThan(20);
    expect(unservedFields(LISTS, indexes, columns)).toEqual([]);
  });

  it("would catch a field offered without an index (on its own table through a hop), or text matching without a trigram index", () => {
    const careless: FilterFields = {
      ...CUSTOMER_FILTER_FIELDS,
      fields: {
        phone: { type: "string", path: ["phone"] },
        status: { type: "enum", path: ["status"], values: ["lead"], searchColumn: "notes" },
        "company.status": {
          type: "enum",
          path: ["company", "status"],
          values: ["lead"],
          hop: { relation: "companies", where: { isPrimary: true } },
          table: "companies",
        },
      },
    };
    expect(unservedFields([careless], indexes, columns)).toEqual([
      "customers.phone: no index on phone alone or after workspace_id",
      "customers.status: no trigram index on (workspace_id, notes)",
      "customers.company.status: no column companies.status",
      "customers.company.status: no index on status alone or after workspace_id",
    ]);
  });

  it("reads an index's columns from its definition", () => {
    expect(
      parseIndex(
        "t",
        "i",
        "CREATE INDEX i ON public.t USING gin (workspace_id uuid_ops, lower((title || chr(31))) gin_trgm_ops)",
      ),
    ).toMatchObject({ method: "gin", columns: ["workspace_id", "lower((title || chr(31))) gin_trgm_ops"] });
    expect(
      parseIndex("t", "i", 'CREATE INDEX i ON public.t USING btree (workspace_id, "position", id)').columns,
    ).toEqual(["workspace_id", "position", "id"]);
  });
});
