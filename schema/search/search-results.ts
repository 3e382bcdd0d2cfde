import type { SearchKind } from "./search.rules.ts";

/** One thing a search found, with what the palette shows and needs to open it. */
export type SearchResult = {
  kind: SearchKind;
  id: string;
  title: string;
  /** A line under the title telling this result from its namesakes. */
  detail: string;
  /** The customer it belongs to (a deal's, a task's or an activity's); null for a customer or a company itself, or when there is none. */
  customerId: string | null;
};

type CustomerRow = { id: string; name: string; company: string; email: string };
type CompanyRow = { id: string; name: string; domains: string[]; industry: string };
type Linked = { customerId: string | null; customer: { name: string } | null };
type DealRow = Linked & { id: string; title: string; stage: string };
type TaskRow = Linked & { id: string; title: string; completedAt: Date | null };
type ActivityRow = Linked & { id: string; title: string; type: string };

/** "closed_won" as "Closed Won": enum values read as words. */
function words(value: string): string {
  return value
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function line(...parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(" · ");
}

export function customerResult(row: CustomerRow): SearchResult {
  return { kind: "customer", id: row.id, title: row.name, detail: line(row.company, row.email), customerId: null };
}

export function companyResult(row: CompanyRow): SearchResult {
  const detail = line(row.domains.join(", "), row.industry);
  return { kind: "company", id: row.id, title: row.name, detail, customerId: null };
}

export function dealResult(row: DealRow): SearchResult {
  const detail = line(row.customer?.name, words(row.stage));
  return { kind: "deal", id: row.id, title: row.title, detail, customerId: row.customerId };
}

export function taskResult(row: TaskRow): SearchResult {
  const detail = line(row.customer?.name, row.completedAt ? "Completed" : "Pending");
  return { kind: "task", id: row.id, title: row.title, detail, customerId: row.customerId };
}

export function activityResult(row: ActivityRow): SearchResult {
  const detail = line(words(row.type), row.customer?.name);
  return { kind: "activity", id: row.id, title: row.title, detail, customerId: row.customerId };
}

/** The rows in the order of their ids (a row deleted since it matched is left out). */
export function inOrder<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
