import { z } from "zod";
import { unneutralised } from "#core/csv/csv-cells.rules.ts";
import { optionalField } from "#core/text.rules.ts";
import { customerInput } from "./customers.rules.ts";

/**
 * The rules of a customers import that the browser, the API and the command line share: which
 * fields a CSV maps to, how a header is guessed, how a row becomes a customer and what is reported.
 * Isomorphic (no server imports): the web's import dialog uses it too.
 */
export const IMPORT_FIELDS = ["name", "email", "phone", "company", "role", "status", "value", "notes"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  role: "Role",
  status: "Status",
  value: "Value (USD)",
  notes: "Notes",
};

/** Header words each field is known by, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  name: ["name", "fullname", "customer", "customername", "contact", "contactname"],
  email: ["email", "emailaddress", "mail", "e-mail"],
  phone: ["phone", "phonenumber", "telephone", "tel", "mobile"],
  company: ["company", "companyname", "organisation", "organization", "account"],
  role: ["role", "jobtitle", "title", "position"],
  status: ["status", "stage"],
  value: ["value", "valueusd", "dealvalue", "amount", "revenue"],
  notes: ["notes", "note", "comments", "description"],
};

export const MAX_IMPORT_BATCH = 1000;
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/**
 * What one of the browser's import requests may carry as JSON: GraphQL's bodies are capped at 100 kB
 * (gateway/security.ts), and this leaves room for the mutation's text. A row the form accepts is at
 * most a few kB, so a batch always holds at least a dozen.
 */
export const MAX_IMPORT_REQUEST_BYTES = 90 * 1024;

export const IMPORT_MESSAGES = {
  batchTooLarge: `An import batch holds at most ${MAX_IMPORT_BATCH.toLocaleString("en-US")} rows`,
  fileTooLarge: "The file is larger than 20 MB",
  emptyFile: "The file holds no rows to import",
  notCsv: "The file is not a CSV file",
  noEmailColumn: "Choose the column that holds the email",
  duplicateInFile: (line: number) => `Same email as line ${line}`,
} as const;

/** What became of an imported row: the one list the service, GraphQL, REST and the report share. */
export const IMPORT_OUTCOMES = ["created", "updated", "rejected", "duplicate"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/**
 * How an imported person's company was found: the company owning their e-mail's domain, the
 * workspace's oldest company of the name in their company cell, or a company the import made.
 */
export const COMPANY_MATCHES = ["domain", "name", "created"] as const;
export type CompanyMatch = (typeof COMPANY_MATCHES)[number];

/** One data row of the file: its line number (the header is line 1) and its cells by field. */
export type ImportRow = { line: number } & Partial<Record<ImportField, string | null>>;

/** One thing wrong with a row: the field and the form's message for it. */
export type ImportProblem = { field: ImportField; message: string };

/**
 * What became of a row. `problems` lists everything wrong with it (every field the form's rules refuse,
 * or the repeated e-mail); `field` and `message` are its first problem, null for a row that was saved.
 */
export type ImportRowResult = {
  line: number;
  outcome: ImportOutcome;
  field: ImportField | null;
  message: string | null;
  problems: ImportProblem[];
  /** For a saved row linked to a company by the import: how that company was found. */
  companyMatch?: CompanyMatch;
};

/** A row's result, its first problem in `field` and `message`. */
export function importResult(line: number, outcome: ImportOutcome, problems: ImportProblem[] = []): ImportRowResult {
  const [first] = problems;
  return { line, outcome, field: first?.field ?? null, message: first?.message ?? null, problems };
}

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z]/g, "");

/** Each field's column, guessed from the header row (the first matching header wins); null where none fits. */
export function guessMapping(headers: readonly string[]): Record<ImportField, number | null> {
  const normalized = headers.map(normalizeHeader);
  return Object.fromEntries(
    IMPORT_FIELDS.map((field) => {
      const aliases = HEADER_ALIASES[field].map(normalizeHeader);
      const index = normalized.findIndex((header) => aliases.includes(header));
      return [field, index === -1 ? null : index];
    }),
  ) as Record<ImportField, number | null>;
}

/** A file's data rows as import rows through the chosen mapping; unmapped fields are left out. */
export function mapRows(
  cells: readonly (readonly string[])[],
  mapping: Record<ImportField, number | null>,
  firstLine = 2,
): ImportRow[] {
  return cells.map((row, index) => {
    const mapped: ImportRow = { line: firstLine + index };
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      if (column !== null) mapped[field] = row[column] ?? "";
    }
    return mapped;
  });
}

/** "$1,234.50" -> 123450 cents; empty -> none; text that is no number goes on as it is, for its message. */
function valueCents(value: string | null | undefined): unknown {
  const cleaned = (value ?? "").replace(/[\s$,]/g, "");
  if (cleaned === "") return undefined;
  const dollars = Number(cleaned);
  return Number.isFinite(dollars) ? Number((dollars * 100).toFixed(6)) : value;
}

const FIELD_OF_INPUT: Record<string, ImportField> = { valueCents: "value" };

/** The role at the person's company: as the link's rule (linkCustomerToCompany). */
const importRole = optionalField("Role", 200);

/**
 * A row checked by the customer form's own rules: the customer to save (with their role at the
 * company, undefined when the file has no role column), or every field it refuses with the form's
 * message (the first message of each field, in the form's order).
 */
export function checkImportRow(row: ImportRow) {
  const role = importRole.safeParse(unneutralised(row.role));
  const parsed = customerInput.safeParse({
    name: unneutralised(row.name),
    email: unneutralised(row.email),
    phone: unneutralised(row.phone),
    company: unneutralised(row.company),
    status: row.status?.trim() ? row.status.trim().toLowerCase() : undefined,
    notes: unneutralised(row.notes),
    valueCents: valueCents(row.value),
  });
  if (parsed.success && role.success) return { ok: true as const, customer: parsed.data, role: role.data };
  const problems = new Map<ImportField, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? "name");
    const field = FIELD_OF_INPUT[key] ?? (key as ImportField);
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  const [roleIssue] = role.error?.issues ?? [];
  if (roleIssue) problems.set("role", roleIssue.message);
  return { ok: false as const, problems: [...problems].map(([field, message]) => ({ field, message })) };
}

/**
 * Follows a file's e-mails (ignoring case and spaces) batch after batch: for each row whose e-mail an
 * earlier row has, that earlier row's line. The browser and the command line feed it rows that pass
 * the checks, so a rejected row never makes a later one a duplicate.
 */
export function duplicateTracker() {
  const firstLineOf = new Map<string, number>();
  return (rows: readonly ImportRow[]): Map<number, number> => {
    const duplicates = new Map<number, number>();
    for (const row of rows) {
      const email = row.email?.trim().toLowerCase();
      if (!email) continue;
      const first = firstLineOf.get(email);
      if (first === undefined) firstLineOf.set(email, row.line);
      else duplicates.set(row.line, first);
    }
    return duplicates;
  };
}

const repeatedRow = (line: number, first: number): ImportRowResult =>
  importResult(line, "duplicate", [{ field: "email", message: IMPORT_MESSAGES.duplicateInFile(first) }]);

/**
 * One batch of a file, before it is sent: the rows whose e-mail an earlier row of the file has (in
 * this batch or an earlier one, as `track` remembers) are reported here; the others go to the server.
 * `passes` answers checkImportRow(row).ok, for a caller that has checked the rows already.
 */
export function setAsideRepeated(
  track: ReturnType<typeof duplicateTracker>,
  batch: readonly ImportRow[],
  passes: (row: ImportRow) => boolean = (row) => checkImportRow(row).ok,
) {
  const repeated = track(batch.filter(passes));
  const reported = [...repeated].map(([line, first]) => repeatedRow(line, first));
  return { reported, toSend: batch.filter((row) => !repeated.has(row.line)) };
}

export type ImportRequestBatch = {
  /** Rows answered here, as the server would answer them: rejected by the form's rules, or repeated. */
  reported: ImportRowResult[];
  toSend: ImportRow[];
  /** How many of the file's rows are dealt with once this batch is sent. */
  done: number;
};

const jsonBytes = (row: ImportRow) => new TextEncoder().encode(JSON.stringify(row)).length + 1;

/**
 * A file's rows as the browser sends them: batches of at most MAX_IMPORT_BATCH rows and
 * MAX_IMPORT_REQUEST_BYTES of JSON. Rows the form's rules reject (a cell may be any size) and rows
 * repeating an earlier row's e-mail are reported instead of sent, with the server's own messages.
 */
export function* importRequestBatches(rows: readonly ImportRow[]): Generator<ImportRequestBatch> {
  const track = duplicateTracker();
  let batch: ImportRequestBatch = { reported: [], toSend: [], done: 0 };
  let bytes = 0;
  for (const [index, row] of rows.entries()) {
    const check = checkImportRow(row);
    const first = check.ok ? track([row]).get(row.line) : undefined;
    if (!check.ok) batch.reported.push(importResult(row.line, "rejected", check.problems));
    else if (first !== undefined) batch.reported.push(repeatedRow(row.line, first));
    else {
      const size = jsonBytes(row);
      if (batch.toSend.length === MAX_IMPORT_BATCH || bytes + size > MAX_IMPORT_REQUEST_BYTES) {
        yield { ...batch, done: index };
        batch = { reported: [], toSend: [], done: 0 };
        bytes = 0;
      }
      batch.toSend.push(row);
      bytes += size;
    }
  }
  yield { ...batch, done: rows.length };
}

/** The duplicates among these rows alone (one batch, or a whole file at once). */
export function duplicateLines(rows: readonly ImportRow[]): Map<number, number> {
  return duplicateTracker()(rows);
}

const importRow = z.object({
  line: z.number({ error: "Each row needs its line number" }).int("Each row needs its line number").min(1),
  ...Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, z.string({ error: `${IMPORT_FIELD_LABELS[field]} must be text` }).nullish()]),
  ),
});

/** What an import request carries: at most MAX_IMPORT_BATCH rows, each with its line number and text cells. */
export const importBatch = z
  .array(importRow, { error: "Rows must be a list" })
  .max(MAX_IMPORT_BATCH, IMPORT_MESSAGES.batchTooLarge)
  .transform((rows) => rows as ImportRow[]);

export const updateExistingFlag = z.boolean({ error: "updateExisting must be true or false" }).nullish();

/** An import request: a batch of rows and whether a row whose e-mail a customer has updates that customer. */
export const importRequest = z.object({ rows: importBatch, updateExisting: updateExistingFlag });
