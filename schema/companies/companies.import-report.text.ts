import { csvLines } from "#core/csv/csv-text.ts";
import {
  COMPANY_IMPORT_FIELD_LABELS,
  type CompanyImportOutcome,
  type CompanyImportRowResult,
} from "./companies.import.rules.ts";

// The companies import's report, as the dialog shows it and its "Download report" file holds it.

export type CompanyImportSummary = Record<CompanyImportOutcome, number>;

export function summarizeCompanyImport(results: readonly CompanyImportRowResult[]): CompanyImportSummary {
  const summary: CompanyImportSummary = { created: 0, updated: 0, rejected: 0, duplicate: 0 };
  for (const result of results) summary[result.outcome] += 1;
  return summary;
}

const count = (n: number) => n.toLocaleString("en-US");

/** "98 created, 0 updated, 3 rejected, 1 duplicate" */
export function companyImportSummaryText({ created, updated, rejected, duplicate }: CompanyImportSummary): string {
  const duplicates = `${count(duplicate)} ${duplicate === 1 ? "duplicate" : "duplicates"}`;
  return `${count(created)} created, ${count(updated)} updated, ${count(rejected)} rejected, ${duplicates}`;
}

/** One report line per problem of a row not saved. */
export function companyImportProblemLines(results: readonly CompanyImportRowResult[]) {
  return results
    .filter((result) => result.outcome === "rejected" || result.outcome === "duplicate")
    .flatMap((result) =>
      result.problems.map((problem) => ({
        key: `${result.line}-${problem.field}`,
        line: result.line,
        outcome: result.outcome,
        field: COMPANY_IMPORT_FIELD_LABELS[problem.field],
        message: problem.message,
      })),
    );
}

/** The report as a CSV file: one line per problem of each row not saved, with its line, field and message. */
export function companyImportReportCsv(results: readonly CompanyImportRowResult[]): string {
  return csvLines([
    ["Line", "Outcome", "Field", "Message"],
    ...companyImportProblemLines(results).map((problem) => [
      problem.line,
      problem.outcome,
      problem.field,
      problem.message,
    ]),
  ]);
}
