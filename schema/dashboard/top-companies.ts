import { z } from "zod";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { PAGE_MESSAGES } from "#core/lists/lists.rules.ts";
import { parseInput } from "#core/validation.ts";
import { OPEN_DEAL_STAGES } from "#schema/deals/deals.rules.ts";

/** Companies the dashboard lists when `first` is not given. */
export const DEFAULT_TOP_COMPANIES = 5;
/** Larger requests are clamped to it. */
export const MAX_TOP_COMPANIES = 20;

const topCompaniesInput = z.object({
  first: z
    .number({ error: PAGE_MESSAGES.pageSize })
    .int(PAGE_MESSAGES.pageSize)
    .min(1, PAGE_MESSAGES.pageSize)
    .nullish()
    .transform((first) => Math.min(first ?? DEFAULT_TOP_COMPANIES, MAX_TOP_COMPANIES)),
});

/** A company's open pipeline: the value and number of its deals not yet closed. */
export type CompanyPipelineRow = { companyId: string; openPipelineCents: number; openDeals: number };

/**
 * The workspace's companies with the most value in open deals (qualified, proposal, negotiation),
 * most first; then the one with more open deals, then by name. A company without an open deal is not
 * listed. Read through the deals' (workspace, company, stage) index.
 */
export async function topCompanies(ctx: Context, input: { first?: unknown }): Promise<CompanyPipelineRow[]> {
  const { readDb: db } = requireWorkspace(ctx);
  const { first } = parseInput(topCompaniesInput, input);
  return db.$queryWorkspace<CompanyPipelineRow>(
    (workspace) => Prisma.sql`
      SELECT open.company_id AS "companyId", open.cents AS "openPipelineCents", open.deals AS "openDeals"
      FROM (
        SELECT company_id, sum(value_cents)::float8 AS cents, count(*)::int AS deals
        FROM deals
        WHERE workspace_id = ${workspace} AND company_id IS NOT NULL
          AND stage = ANY(${[...OPEN_DEAL_STAGES]}::"DealStage"[])
        GROUP BY company_id
      ) AS open
      JOIN companies ON companies.workspace_id = ${workspace} AND companies.id = open.company_id
      ORDER BY open.cents DESC, open.deals DESC, companies.name, companies.id
      LIMIT ${first}`,
  );
}

/** The rows with their companies, in the same order (a company deleted since is left out). */
export async function companiesWithPipelines(ctx: Context, rows: CompanyPipelineRow[]) {
  const { readDb: db } = requireWorkspace(ctx);
  const companies = await db.company.findMany({ where: { id: { in: rows.map((row) => row.companyId) } } });
  const byId = new Map(companies.map((company) => [company.id, company]));
  return rows.flatMap(({ companyId, ...pipeline }) => {
    const company = byId.get(companyId);
    return company ? [{ company, ...pipeline }] : [];
  });
}
