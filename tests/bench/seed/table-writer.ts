import type pg from "pg";

const ROWS_PER_STATEMENT = 5000;

/** Column name to its PostgreSQL type, e.g. `{ id: "uuid", status: '"CustomerStatus"' }`. */
export type Columns = Record<string, string>;
export type Row = Record<string, string | number | boolean | null>;

/**
 * Buffers rows of one table and writes them ROWS_PER_STATEMENT at a time with one
 * `INSERT … SELECT FROM unnest(<one array per column>)`: a handful of parameters per statement
 * however many rows, and one run of the tables' statement-level triggers per batch.
 */
export class TableWriter {
  private readonly client: pg.ClientBase;
  private readonly table: string;
  private readonly columns: Columns;
  private readonly onWritten: (rows: number) => void;
  private buffer: Row[] = [];

  constructor(client: pg.ClientBase, table: string, columns: Columns, onWritten: (rows: number) => void) {
    this.client = client;
    this.table = table;
    this.columns = columns;
    this.onWritten = onWritten;
  }

  async add(row: Row): Promise<void> {
    this.buffer.push(row);
    if (this.buffer.length >= ROWS_PER_STATEMENT) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const rows = this.buffer;
    this.buffer = [];
    const names = Object.keys(this.columns);
    const arrays = names.map((name) => rows.map((row) => row[name] ?? null));
    const unnest = names.map((name, index) => `$${index + 1}::${this.columns[name]}[]`).join(", ");
    const columnList = names.map((name) => `"${name}"`).join(", ");
    await this.client.query(`INSERT INTO "${this.table}" (${columnList}) SELECT * FROM unnest(${unnest})`, arrays);
    this.onWritten(rows.length);
  }
}
