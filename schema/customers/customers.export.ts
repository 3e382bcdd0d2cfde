import type { Customer } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { allPages, csvChunks, csvFilename, type CsvColumn, type CsvDownload } from "#core/csv/csv-export.ts";
import { parseInput } from "#core/validation.ts";
import { listCheckedCustomers } from "./customers.service.ts";
import { customerListInput } from "./customers.list.rules.ts";

/** The columns of a customers CSV; an import reads the same headers back. */
export const CUSTOMER_CSV_COLUMNS: readonly CsvColumn<Customer>[] = [
  { header: "Name", value: (customer) => customer.name },
  { header: "Email", value: (customer) => customer.email },
  { header: "Phone", value: (customer) => customer.phone },
  { header: "Company", value: (customer) => customer.company },
  { header: "Status", value: (customer) => customer.status },
  { header: "Value (USD)", value: (customer) => (customer.valueCents / 100).toFixed(2) },
  { header: "Notes", value: (customer) => customer.notes },
  { header: "Created", value: (customer) => customer.createdAt },
];

/**
 * The customers list as the screen shows it (same search, status and order), as CSV. The filter is
 * checked before the first byte, so bad input is a 400 rather than a broken download.
 */
export function exportCustomers(ctx: Context, input: { filter?: unknown; orderBy?: unknown }): CsvDownload {
  const { readDb: db } = requireWorkspace(ctx);
  const checked = parseInput(customerListInput, { filter: input.filter, orderBy: input.orderBy });
  const pages = allPages((page) => listCheckedCustomers(db, { ...checked, ...page }));
  return { filename: csvFilename("customers"), chunks: csvChunks(CUSTOMER_CSV_COLUMNS, pages) };
}
