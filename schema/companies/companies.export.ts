import type { Company } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { allPages, csvChunks, csvFilename, type CsvColumn, type CsvDownload } from "#core/csv/csv-export.ts";
import { dateIn } from "#core/time-zone.rules.ts";
import { parseInput } from "#core/validation.ts";
import { companyListInput } from "./companies.list.rules.ts";
import { listCheckedCompanies } from "./companies.service.ts";
import { COMPANY_COLUMN_LABELS } from "./companies.text.ts";

/** What the export reads with each company, in the same statement: its owner's name and its people's count. */
const EXPORT_SELECTION = {
  include: { owner: { select: { username: true } }, _count: { select: { people: true } } },
} as const;

function ownerNameOf(company: object): string {
  return (company as { owner?: { username: string } | null }).owner?.username ?? "";
}

function peopleOf(company: object): number {
  return (company as { _count?: { people: number } })._count?.people ?? 0;
}

/**
 * The columns of the companies CSV, headed with the labels the screen shows; the import reads the same
 * headers back (Owner, People and Created are the workspace's, not imported). Domains are one cell,
 * comma-separated; Employees a plain number; Created the day in the workspace's time zone.
 */
export function companyCsvColumns(timeZone: string): readonly CsvColumn<Company>[] {
  const labels = COMPANY_COLUMN_LABELS;
  return [
    { header: labels.name, value: (company) => company.name },
    { header: labels.domains, value: (company) => company.domains.join(", ") },
    { header: labels.industry, value: (company) => company.industry },
    { header: labels.size, value: (company) => company.size ?? "" },
    { header: labels.phone, value: (company) => company.phone, kind: "phone" },
    { header: labels.website, value: (company) => company.website },
    { header: labels.address, value: (company) => company.address },
    { header: labels.owner, value: ownerNameOf },
    { header: labels.notes, value: (company) => company.notes },
    { header: labels.people, value: peopleOf },
    { header: labels.createdAt, value: (company) => dateIn(company.createdAt, timeZone) },
  ];
}

/**
 * The companies list as the screen shows it (same search, filters and order), as CSV. The input is
 * checked before the first byte, so bad input is a 400 rather than a broken download.
 */
export function exportCompanies(ctx: Context, input: { filter?: unknown; orderBy?: unknown }): CsvDownload {
  const { readDb: db, timeZone } = requireWorkspace(ctx);
  const checked = parseInput(companyListInput, { filter: input.filter, orderBy: input.orderBy });
  const pages = allPages((page) => listCheckedCompanies(db, { ...checked, ...page }, EXPORT_SELECTION));
  return { filename: csvFilename("companies"), chunks: csvChunks(companyCsvColumns(timeZone), pages) };
}
