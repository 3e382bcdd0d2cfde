import { csvLines } from "#core/csv/csv-text.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import type { ZipEntry } from "./zip-stream.ts";

/** Rows are read in pages so a large workspace never sits in one query's result, nor in memory. */
const PAGE = 1000;

type Row = { id: string };
type Page<T extends Row> = (after: string | undefined) => Promise<T[]>;

function page(after: string | undefined) {
  return { take: PAGE, orderBy: { id: "asc" as const }, ...(after ? { cursor: { id: after }, skip: 1 } : {}) };
}

async function* pagesOf<T extends Row>(next: Page<T>): AsyncGenerator<T[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await next(after);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    after = rows.at(-1)?.id;
  }
}

/** Each record type, read page by page in id order: the same rows for its CSV and for workspace.json. */
export function recordTables(db: WorkspaceDatabase): [string, () => AsyncGenerator<Row[]>][] {
  return [
    // Without the lower-cased copies the database derives for search and uniqueness: the user's data only.
    [
      "customers",
      () =>
        pagesOf((after) => db.customer.findMany({ ...page(after), omit: { searchText: true, emailNormalized: true } })),
    ],
    ["companies", () => pagesOf((after) => db.company.findMany({ ...page(after), omit: { searchText: true } }))],
    // A person's companies, with their roles (customers.company is the primary one's name).
    ["customer_companies", () => pagesOf((after) => db.customerCompany.findMany(page(after)))],
    ["deals", () => pagesOf((after) => db.deal.findMany(page(after)))],
    ["deal_contacts", () => pagesOf((after) => db.dealContact.findMany(page(after)))],
    ["tasks", () => pagesOf((after) => db.task.findMany(page(after)))],
    ["activities", () => pagesOf((after) => db.activity.findMany(page(after)))],
  ];
}

/**
 * Objects as CSV, page by page: one column per key of the first object, CRLF between lines, none after
 * the last; a `phone` column as the customers export writes it (a "+" number quoted, not neutralised).
 */
export async function* csvText(pages: AsyncIterable<readonly object[]>): AsyncGenerator<string> {
  let fields: string[] | undefined;
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    const header = fields ? [] : [(fields = Object.keys(rows[0] ?? {}))];
    const columns = fields;
    const lines = csvLines(
      [...header, ...rows.map((row) => columns.map((field) => (row as Record<string, unknown>)[field]))],
      columns.map((field) => (field === "phone" ? "phone" : "text")),
    );
    yield header.length > 0 ? lines : `\r\n${lines}`;
  }
}

function indented(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${" ".repeat(depth)}`);
}

/**
 * One JSON object, `JSON.stringify(object, null, 2)` to the byte, whose `streamed` arrays are written
 * page by page after the `fixed` fields.
 */
export async function* jsonText(
  fixed: Record<string, unknown>,
  streamed: [string, () => AsyncIterable<readonly unknown[]>][],
): AsyncGenerator<string> {
  const fields = Object.entries(fixed).map(([key, value]) => `  ${JSON.stringify(key)}: ${indented(value, 2)}`);
  yield `{\n${fields.join(",\n")}`;
  for (const [key, pages] of streamed) {
    yield `,\n  ${JSON.stringify(key)}: [`;
    let written = 0;
    for await (const rows of pages()) {
      yield rows.map((row) => `${written++ === 0 ? "\n" : ",\n"}    ${indented(row, 4)}`).join("");
    }
    yield written > 0 ? "\n  ]" : "]";
  }
  yield "\n}";
}

async function* once<T>(value: T) {
  yield value;
}

/** The archive's files: one CSV per record type and members.csv, then workspace.json with all of it. */
export function exportEntries(db: WorkspaceDatabase, head: { exportedAt: Date; workspace: object; members: object[] }) {
  const tables = recordTables(db);
  const entries: ZipEntry[] = tables.map(([name, pages]) => ({ name: `${name}.csv`, text: () => csvText(pages()) }));
  entries.push({ name: "members.csv", text: () => csvText(once(head.members)) });
  entries.push({ name: "workspace.json", text: () => jsonText(head, tables) });
  return entries;
}
