import { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { parseInput } from "#core/validation.ts";
import {
  checkCompanyImportRow,
  COMPANY_IMPORT_MESSAGES,
  companyImportRequest,
  companyImportResult,
  repeatedDomainLines,
  type CheckedCompany,
  type CompanyImportProblem,
  type CompanyImportRow,
  type CompanyImportRowResult,
} from "./companies.import.rules.ts";
import { companyDomainTaken } from "./companies.service.ts";
import { customFieldDefaults } from "#schema/custom-fields/custom-field-writes.ts";

type Valid = { line: number; company: CheckedCompany; domains: string[] };

/** A batch of 1,000 rows that update companies one by one may outlast Prisma's default 5 s on a busy machine. */
const IMPORT_TIMEOUT_MS = 2 * 60 * 1000;
type Owner = { id: string; name: string };

/**
 * Imports up to 1,000 companies (GraphQL and REST end here): each row is checked by the company
 * form's rules; a row repeating an earlier row's domain is reported; a row whose domain a company
 * already has is reported or, with updateExisting, updates that company (its domains gain the row's,
 * a field the file does not map stays). A row without a domain always makes a new company (two
 * companies may share a name). Everything is written in one transaction. Answers one result per row.
 */
export async function importCompanies(ctx: Context, input: { rows: unknown; updateExisting?: unknown }) {
  const { db, viewer } = requireWorkspace(ctx);
  const { rows, updateExisting } = parseInput(companyImportRequest, {
    rows: input.rows,
    updateExisting: input.updateExisting,
  });
  return importCompanyRows(db, viewer.id, rows, updateExisting ?? false);
}

export async function importCompanyRows(
  db: WorkspaceDatabase,
  ownerId: string | null,
  rows: readonly CompanyImportRow[],
  updateExisting: boolean,
): Promise<CompanyImportRowResult[]> {
  const results = new Map<number, CompanyImportRowResult>();
  const report = (line: number, outcome: CompanyImportRowResult["outcome"], problems: CompanyImportProblem[] = []) =>
    results.set(line, companyImportResult(line, outcome, problems));
  const domainProblem = (message: string): CompanyImportProblem[] => [{ field: "domains", message }];

  const checked: Valid[] = [];
  for (const row of rows) {
    const check = checkCompanyImportRow(row);
    if (!check.ok) report(row.line, "rejected", check.problems);
    else checked.push({ line: row.line, company: check.company, domains: check.company.domains ?? [] });
  }
  const repeated = repeatedDomainLines(checked);
  const valid = checked.filter((row) => {
    const first = repeated.get(row.line);
    if (first !== undefined)
      report(row.line, "duplicate", domainProblem(COMPANY_IMPORT_MESSAGES.duplicateInFile(first)));
    return first === undefined;
  });

  await db.$transaction(
    async (tx) => {
      const owners = await domainOwners(
        tx,
        valid.flatMap((row) => row.domains),
      );
      const fresh: Valid[] = [];
      for (const row of valid) {
        const found = uniqueOwners(row.domains.map((domain) => owners.get(domain)));
        const [owner, other] = found;
        if (!owner) fresh.push(row);
        else if (other) {
          report(
            row.line,
            "rejected",
            domainProblem(COMPANY_IMPORT_MESSAGES.domainsOfTwoCompanies(owner.name, other.name)),
          );
        } else if (!updateExisting) {
          const taken = row.domains.find((domain) => owners.get(domain)) ?? "";
          report(row.line, "duplicate", domainProblem(companyDomainTaken(taken, owner.name)));
        } else {
          await updateCompany(tx, owner.id, row.company);
          report(row.line, "updated");
        }
      }
      if (fresh.length > 0) {
        // The file maps no custom field yet: new companies start with the fields' defaults.
        const customFields = (await customFieldDefaults(tx, "company")) as Prisma.InputJsonObject;
        await tx.company.createMany({
          data: fresh.map(({ company }) => ({ ...newCompany(company), ownerId, customFields })),
        });
        for (const row of fresh) report(row.line, "created");
      }
    },
    { timeout: IMPORT_TIMEOUT_MS },
  );
  return rows.flatMap((row) => results.get(row.line) ?? []);
}

function uniqueOwners(owners: (Owner | undefined)[]): Owner[] {
  const unique = new Map<string, Owner>();
  for (const owner of owners) if (owner) unique.set(owner.id, owner);
  return [...unique.values()];
}

/** The companies owning these domains, by domain, in one statement. */
async function domainOwners(db: Pick<WorkspaceDatabase, "$queryWorkspace">, domains: string[]) {
  if (domains.length === 0) return new Map<string, Owner>();
  const rows = await db.$queryWorkspace<{ domain: string; id: string; name: string }>(
    (workspaceId) => Prisma.sql`
      SELECT d.domain, c.id, c.name FROM company_domains d
      JOIN companies c ON c.workspace_id = d.workspace_id AND c.id = d.company_id
      WHERE d.workspace_id = ${workspaceId} AND d.domain = ANY(${domains}::text[])`,
  );
  return new Map(rows.map(({ domain, id, name }) => [domain, { id, name }]));
}

/** The columns a new company takes from its row (the form's defaults for the rest). */
function newCompany(company: CheckedCompany) {
  const { name, domains, industry, size, phone, website, address, notes } = company;
  return {
    name,
    domains: domains ?? [],
    industry: industry ?? "",
    size: size ?? null,
    phone: phone ?? "",
    website: website ?? "",
    address: address ?? "",
    notes: notes ?? "",
  };
}

/** An existing company updated by a row: each field the file maps replaces it; the row's domains are added. */
async function updateCompany(db: Pick<WorkspaceDatabase, "company">, id: string, company: CheckedCompany) {
  const current = await db.company.findUniqueOrThrow({ where: { id }, select: { domains: true } });
  const { name, domains, industry, size, phone, website, address, notes } = company;
  const given = { name, industry, size, phone, website, address, notes };
  const data = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  await db.company.update({
    where: { id },
    data: { ...data, domains: [...new Set([...current.domains, ...(domains ?? [])])] },
  });
}
