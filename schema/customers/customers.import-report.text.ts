import { csvLines } from "#core/csv/csv-text.ts";
import {
  COMPANY_MATCHES,
  IMPORT_FIELD_LABELS,
  type CompanyMatch,
  type ImportOutcome,
  type ImportRowResult,
} from "./customers.import.rules.ts";

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

export type CompanyMatchCounts = Record<CompanyMatch, number>;

/** How many saved people were linked to a company found each way. */
export function countCompanyMatches(results: readonly ImportRowResult[]): CompanyMatchCounts {
  const counts: CompanyMatchCounts = { domain: 0, name: 0, created: 0 };
  for (const result of results) if (result.companyMatch) counts[result.companyMatch] += 1;
  return counts;
}

/**
 * "Companies: 3 found by e-mail domain, 5 by name, 1 new." Empty when nobody was linked to a company.
 */
export function companyMatchText(counts: CompanyMatchCounts): string {
  if (COMPANY_MATCHES.every((match) => counts[match] === 0)) return "";
  const people = (n: number) => `${count(n)} ${n === 1 ? "person" : "people"}`;
  return (
    `Companies: ${people(counts.domain)} matched by e-mail domain, ${count(counts.name)} by name, ` +
    `${count(counts.created)} to a new company.`
  );
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
