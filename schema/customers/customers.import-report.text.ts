import { csvLines } from "#core/csv/csv-text.ts";
import { IMPORT_FIELD_LABELS, type ImportOutcome, type ImportRowResult } from "./customers.import.rules.ts";

export type ImportSummary = Record<ImportOutcome, number>;

export function summarize(results: readonly ImportRowResult[]): ImportSummary {
  const summary: ImportSummary = { created: 0, updated: 0, rejected: 0, duplicate: 0 };
  for (const result of results) summary[result.outcome] += 1;
  return summary;
}

const count = (n: number) => n.toLocaleString("en-US");

/** "998 created, 0 updated, 3 rejected, 1 duplicate" */
export function summaryText({ created, updated, rejected, duplicate }: ImportSummary): string {
  const duplicates = `${count(duplicate)} ${duplicate === 1 ? "duplicate" : "duplicates"}`;
  return `${count(created)} created, ${count(updated)} updated, ${count(rejected)} rejected, ${duplicates}`;
}

/** The rows that were not saved, by line. */
export function problems(results: readonly ImportRowResult[]): ImportRowResult[] {
  return results.filter((result) => result.outcome === "rejected" || result.outcome === "duplicate");
}

/** One report line per problem of a row not saved: a row refused on three fields is three lines. */
export function problemLines(results: readonly ImportRowResult[]) {
  return problems(results).flatMap((result) =>
    result.problems.map((problem) => ({
      key: `${result.line}-${problem.field}`,
      line: result.line,
      outcome: result.outcome,
      field: IMPORT_FIELD_LABELS[problem.field],
      message: problem.message,
    })),
  );
}

/** The report as a CSV file: one line per problem of each row not saved, with its line, field and message. */
export function reportCsv(results: readonly ImportRowResult[]): string {
  return csvLines([
    ["Line", "Outcome", "Field", "Message"],
    ...problemLines(results).map((problem) => [problem.line, problem.outcome, problem.field, problem.message]),
  ]);
}
