import type { Deal } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { allPages, csvChunks, csvFilename, type CsvColumn, type CsvDownload } from "#core/csv/csv-export.ts";
import { customerNameOf } from "#core/csv/customer-name.ts";
import { parseInput } from "#core/validation.ts";
import { listCheckedDeals } from "./deals.service.ts";
import { dealListInput } from "./deals.list.rules.ts";
import { DEAL_STAGE_LABELS } from "./deals.rules.ts";

/** What a deals export reads with each deal, in the same statement: its customer's name and its owner's. */
const WITH_NAMES = {
  include: { customer: { select: { name: true } }, owner: { select: { username: true } } },
} as const;

function ownerNameOf(deal: object): string {
  return (deal as { owner?: { username: string } | null }).owner?.username ?? "";
}

/** The deals CSV's columns; the value's header names the workspace's currency ("Value (EUR)"). */
const dealCsvColumns = (currency: string): readonly CsvColumn<Deal>[] => [
  { header: "Title", value: (deal) => deal.title },
  { header: "Customer", value: customerNameOf },
  { header: "Stage", value: (deal) => DEAL_STAGE_LABELS[deal.stage] },
  { header: `Value (${currency})`, value: (deal) => (deal.valueCents / 100).toFixed(2) },
  { header: "Owner", value: ownerNameOf },
  { header: "Expected close", value: (deal) => deal.expectedCloseAt },
  { header: "Closed", value: (deal) => deal.closedAt },
  { header: "Created", value: (deal) => deal.createdAt },
  { header: "Lost reason", value: (deal) => deal.lostReason ?? "" },
  { header: "Lost note", value: (deal) => deal.lostNote ?? "" },
];

/** The deals table as filtered and ordered (the same arguments as the list), as CSV; bad filters fail first. */
export function exportDeals(ctx: Context, input: { filter?: unknown; orderBy?: unknown }): CsvDownload {
  const { readDb: db, currency } = requireWorkspace(ctx);
  const checked = parseInput(dealListInput, { filter: input.filter, orderBy: input.orderBy });
  const pages = allPages((page) => listCheckedDeals(db, { ...checked, ...page }, WITH_NAMES));
  return { filename: csvFilename("deals"), chunks: csvChunks(dealCsvColumns(currency), pages) };
}
