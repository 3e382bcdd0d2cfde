import { z } from "zod";
import { unneutralised } from "#core/csv/csv-cells.rules.ts";
import { companyInput } from "./companies.rules.ts";
import { COMPANY_COLUMN_LABELS } from "./companies.text.ts";

/**
 * The rules of a companies import that the browser and the API share: which fields a CSV maps to, how
 * a header is guessed, how a row becomes a company and what is reported. Isomorphic (no server
 * imports): the web's import dialog uses it too. Rows are matched to existing companies by domain.
 */
export const COMPANY_IMPORT_FIELDS = [
  "name",
  "domains",
  "industry",
  "size",
  "phone",
  "website",
  "address",
  "notes",
] as const;
export type CompanyImportField = (typeof COMPANY_IMPORT_FIELDS)[number];

export const COMPANY_IMPORT_FIELD_LABELS: Record<CompanyImportField, string> = {
  name: COMPANY_COLUMN_LABELS.name,
  domains: COMPANY_COLUMN_LABELS.domains,
  industry: COMPANY_COLUMN_LABELS.industry,
  size: COMPANY_COLUMN_LABELS.size,
  phone: COMPANY_COLUMN_LABELS.phone,
  website: COMPANY_COLUMN_LABELS.website,
  address: COMPANY_COLUMN_LABELS.address,
  notes: COMPANY_COLUMN_LABELS.notes,
};

/** Header words each field is known by, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<CompanyImportField, readonly string[]> = {
  name: ["company", "companyname", "name", "organisation", "organization", "account", "accountname"],
  domains: ["domains", "domain", "domainname", "emaildomain"],
  industry: ["industry", "sector", "vertical"],
  size: ["employees", "size", "companysize", "employeecount", "numberofemployees", "headcount"],
  phone: ["phone", "phonenumber", "telephone", "tel"],
  website: ["website", "web", "url", "homepage", "site"],
  address: ["address", "location", "streetaddress", "headquarters"],
  notes: ["notes", "note", "comments", "description"],
};

export const MAX_COMPANY_IMPORT_BATCH = 1000;

export const COMPANY_IMPORT_MESSAGES = {
  batchTooLarge: `An import batch holds at most ${MAX_COMPANY_IMPORT_BATCH.toLocaleString("en-US")} rows`,
  noNameColumn: "Choose the column that holds the company's name",
  duplicateInFile: (line: number) => `Same domain as line ${line}`,
  domainsOfTwoCompanies: (first: string, second: string) => `Its domains belong to ${first} and to ${second}`,
} as const;

/** What became of an imported row: as for customers. */
export const COMPANY_IMPORT_OUTCOMES = ["created", "updated", "rejected", "duplicate"] as const;
export type CompanyImportOutcome = (typeof COMPANY_IMPORT_OUTCOMES)[number];

/** One data row of the file: its line number (the header is line 1) and its cells by field. */
export type CompanyImportRow = { line: number } & Partial<Record<CompanyImportField, string | null>>;

export type CompanyImportProblem = { field: CompanyImportField; message: string };

/** What became of a row: every problem of a row not saved, the first in `field` and `message`. */
export type CompanyImportRowResult = {
  line: number;
  outcome: CompanyImportOutcome;
  field: CompanyImportField | null;
  message: string | null;
  problems: CompanyImportProblem[];
};

export function companyImportResult(
  line: number,
  outcome: CompanyImportOutcome,
  problems: CompanyImportProblem[] = [],
): CompanyImportRowResult {
  const [first] = problems;
  return { line, outcome, field: first?.field ?? null, message: first?.message ?? null, problems };
}

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z]/g, "");

/** Each field's column, guessed from the header row (the first matching header wins); null where none fits. */
export function guessCompanyMapping(headers: readonly string[]): Record<CompanyImportField, number | null> {
  const normalized = headers.map(normalizeHeader);
  return Object.fromEntries(
    COMPANY_IMPORT_FIELDS.map((field) => {
      const aliases = HEADER_ALIASES[field].map(normalizeHeader);
      const index = normalized.findIndex((header) => aliases.includes(header));
      return [field, index === -1 ? null : index];
    }),
  ) as Record<CompanyImportField, number | null>;
}

/** A file's data rows as import rows through the chosen mapping; unmapped fields are left out. */
export function mapCompanyRows(
  cells: readonly (readonly string[])[],
  mapping: Record<CompanyImportField, number | null>,
  firstLine = 2,
): CompanyImportRow[] {
  return cells.map((row, index) => {
    const mapped: CompanyImportRow = { line: firstLine + index };
    for (const field of COMPANY_IMPORT_FIELDS) {
      const column = mapping[field];
      if (column !== null) mapped[field] = row[column] ?? "";
    }
    return mapped;
  });
}

/** "acme.com, acme.co.uk; www.acme.de" -> three domains (the form's rules normalise each). */
export function domainCells(text: string | null | undefined): string[] | undefined {
  if (text === null || text === undefined) return undefined;
  return text.split(/[\s,;]+/).filter((domain) => domain !== "");
}

/** "1,200" -> 1200; empty -> none; text that is no whole number goes on as it is, for its message. */
function employees(text: string | null | undefined): unknown {
  const cleaned = (text ?? "").replace(/[\s,]/g, "");
  if (cleaned === "") return undefined;
  const count = Number(cleaned);
  return Number.isFinite(count) ? count : text;
}

/**
 * A row checked by the company form's own rules: the company to save, or every field it refuses with
 * the form's message (the first message of each field, in the form's order). An empty domains cell
 * gives no domains (undefined): an update keeps the company's, as an unmapped column does.
 */
export function checkCompanyImportRow(row: CompanyImportRow) {
  const domains = domainCells(unneutralised(row.domains));
  const parsed = companyInput.safeParse({
    name: unneutralised(row.name),
    domains: domains?.length ? domains : undefined,
    industry: unneutralised(row.industry)?.trim(),
    size: employees(row.size),
    phone: unneutralised(row.phone),
    website: unneutralised(row.website)?.trim(),
    address: unneutralised(row.address),
    notes: unneutralised(row.notes),
  });
  if (parsed.success) {
    return { ok: true as const, company: parsed.data };
  }
  const problems = new Map<CompanyImportField, string>();
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "name");
    const field = key as CompanyImportField;
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return { ok: false as const, problems: [...problems].map(([field, message]) => ({ field, message })) };
}

export type CheckedCompany = Extract<ReturnType<typeof checkCompanyImportRow>, { ok: true }>["company"];

/**
 * The rows whose domain an earlier row of the file has: for each, that earlier row's line. Rows without
 * a domain never repeat one another (two companies may share a name).
 */
export function repeatedDomainLines(rows: readonly { line: number; domains: readonly string[] }[]) {
  const firstLineOf = new Map<string, number>();
  const repeated = new Map<number, number>();
  for (const row of rows) {
    const first = row.domains.map((domain) => firstLineOf.get(domain)).find((line) => line !== undefined);
    if (first !== undefined) {
      repeated.set(row.line, first);
      continue;
    }
    for (const domain of row.domains) firstLineOf.set(domain, row.line);
  }
  return repeated;
}

const importRow = z.object({
  line: z.number({ error: "Each row needs its line number" }).int("Each row needs its line number").min(1),
  ...Object.fromEntries(
    COMPANY_IMPORT_FIELDS.map((field) => [
      field,
      z.string({ error: `${COMPANY_IMPORT_FIELD_LABELS[field]} must be text` }).nullish(),
    ]),
  ),
});

/** An import request: at most MAX_COMPANY_IMPORT_BATCH rows, and whether a row whose domain a company has updates it. */
export const companyImportRequest = z.object({
  rows: z
    .array(importRow, { error: "Rows must be a list" })
    .max(MAX_COMPANY_IMPORT_BATCH, COMPANY_IMPORT_MESSAGES.batchTooLarge)
    .transform((rows) => rows as CompanyImportRow[]),
  updateExisting: z.boolean({ error: "updateExisting must be true or false" }).nullish(),
});

/**
 * What one of the browser's import requests may carry as JSON: GraphQL's bodies are capped at 100 kB
 * (gateway/security.ts); this leaves room for the mutation's text (as for customers).
 */
export const MAX_COMPANY_IMPORT_REQUEST_BYTES = 90 * 1024;

export type CompanyImportRequestBatch = {
  /** Rows answered here, as the server would answer them: rejected by the form's rules. */
  reported: CompanyImportRowResult[];
  toSend: CompanyImportRow[];
  /** How many of the file's rows are dealt with once this batch is sent. */
  done: number;
};

const jsonBytes = (row: CompanyImportRow) => new TextEncoder().encode(JSON.stringify(row)).length + 1;

/**
 * A file's rows as the browser sends them: batches of at most MAX_COMPANY_IMPORT_BATCH rows and
 * MAX_COMPANY_IMPORT_REQUEST_BYTES of JSON. Rows the form's rules reject are reported instead of sent,
 * with the server's own messages.
 */
export function* companyImportRequestBatches(rows: readonly CompanyImportRow[]): Generator<CompanyImportRequestBatch> {
  let batch: CompanyImportRequestBatch = { reported: [], toSend: [], done: 0 };
  let bytes = 0;
  for (const [index, row] of rows.entries()) {
    const check = checkCompanyImportRow(row);
    if (!check.ok) {
      batch.reported.push(companyImportResult(row.line, "rejected", check.problems));
      continue;
    }
    const size = jsonBytes(row);
    if (batch.toSend.length === MAX_COMPANY_IMPORT_BATCH || bytes + size > MAX_COMPANY_IMPORT_REQUEST_BYTES) {
      yield { ...batch, done: index };
      batch = { reported: [], toSend: [], done: 0 };
      bytes = 0;
    }
    batch.toSend.push(row);
    bytes += size;
  }
  yield { ...batch, done: rows.length };
}
