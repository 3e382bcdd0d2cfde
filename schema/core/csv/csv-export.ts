import type { Connection } from "../lists/list-page.ts";
import { MAX_PAGE_SIZE } from "../lists/lists.rules.ts";
import { csvLines, type CsvCellKind } from "./csv-text.ts";

/** A CSV column: its header, how a row's cell is read, and what it holds (text unless said). */
export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown; kind?: CsvCellKind };

export type CsvDownload = { filename: string; chunks: AsyncIterable<string> };

/**
 * Every row of a list, page after page through the list's own keyset cursors (the same filter, order
 * and workspace as the screen), so a large list is never held in memory at once.
 */
export async function* allPages<Node>(
  readPage: (page: { first: number; after: string | null }) => Promise<Connection<Node>>,
): AsyncGenerator<Node[]> {
  let after: string | null = null;
  for (;;) {
    const page = await readPage({ first: MAX_PAGE_SIZE, after });
    yield page.edges.map((edge) => edge.node);
    if (!page.pageInfo.hasNextPage) return;
    after = page.pageInfo.endCursor;
  }
}

/** The CSV text of a list: the header line, then one chunk per page. */
export async function* csvChunks<Row>(columns: readonly CsvColumn<Row>[], pages: AsyncIterable<Row[]>) {
  yield `${csvLines([columns.map((column) => column.header)])}\r\n`;
  const kinds = columns.map((column) => column.kind ?? "text");
  for await (const rows of pages) {
    if (rows.length > 0)
      yield `${csvLines(
        rows.map((row) => columns.map((column) => column.value(row))),
        kinds,
      )}\r\n`;
  }
}

/** `customers-2026-11-25.csv` */
export function csvFilename(list: string, now: Date = new Date()): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}
