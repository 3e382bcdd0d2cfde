import { PassThrough } from "node:stream";
import { once } from "node:events";
import type pg from "pg";
import { copyFrom } from "#scripts/import-customers/copy-from.ts";
import type { Columns, Row } from "./table-writer.ts";

/** Lines gathered before they go to the socket: big enough that a write costs little per row. */
const CHUNK_CHARACTERS = 256 * 1024;

/** A value in COPY's text format: `\N` for null, and backslash, tab, newline and return escaped. */
export function copyText(value: Row[string] | undefined): string {
  if (value === null || value === undefined) return "\\N";
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r")
    : text;
}

/**
 * Streams the rows of one table into one `COPY … FROM STDIN` as they are made: PostgreSQL parses
 * while the seed makes the next rows, and the tables' statement-level triggers run once, at the end.
 * `add` waits while the socket is full, so memory stays flat however many rows there are.
 */
export class CopyWriter {
  private readonly source = new PassThrough();
  private readonly names: string[];
  private readonly copied: Promise<number>;
  private readonly onWritten: (rows: number) => void;
  private chunk = "";
  private rowsInChunk = 0;

  constructor(client: pg.ClientBase, table: string, columns: Columns, onWritten: (rows: number) => void) {
    this.names = Object.keys(columns);
    this.onWritten = onWritten;
    const columnList = this.names.map((name) => `"${name}"`).join(", ");
    this.copied = copyFrom(client, `COPY "${table}" (${columnList}) FROM STDIN`, this.source);
    // A failed COPY rejects `copied`; `finish` reports it, and nothing else may leave it unhandled.
    this.copied.catch(() => {});
  }

  async add(row: Row): Promise<void> {
    this.chunk += this.names.map((name) => copyText(row[name])).join("\t") + "\n";
    this.rowsInChunk++;
    if (this.chunk.length >= CHUNK_CHARACTERS) await this.send();
  }

  /** Ends the COPY and resolves with the rows PostgreSQL counted. */
  async finish(): Promise<number> {
    await this.send();
    this.source.end();
    return this.copied;
  }

  private async send(): Promise<void> {
    if (this.rowsInChunk === 0) return;
    const full = !this.source.write(this.chunk);
    this.onWritten(this.rowsInChunk);
    this.chunk = "";
    this.rowsInChunk = 0;
    if (full) await Promise.race([once(this.source, "drain"), this.copied]);
  }
}
