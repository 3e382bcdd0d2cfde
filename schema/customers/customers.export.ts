import type { Customer } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { allPages, csvChunks, csvFilename, type CsvColumn, type CsvDownload } from "#core/csv/csv-export.ts";
import { dateIn } from "#core/time-zone.rules.ts";
import { parseInput } from "#core/validation.ts";
import { listCheckedCustomers } from "./customers.service.ts";
import { customerListInput } from "./customers.list.rules.ts";
import { CUSTOMER_COLUMN_LABELS, CUSTOMER_STATUS_LABELS } from "./customers.text.ts";
import { IMPORT_FIELD_LABELS } from "./customers.import.rules.ts";

/** What the export reads with each customer, in the same statement: their role at their primary company. */
const WITH_ROLE = { include: { companies: { where: { isPrimary: true }, select: { role: true } } } } as const;

function roleOf(customer: object): string {
  return (customer as { companies?: { role: string }[] }).companies?.[0]?.role ?? "";
}

/**
 * The columns of the customers CSV, headed with the labels the screen shows; an import reads the same
 * headers back. Company is the primary company's name and Role the person's role there. The value is a
 * plain number of dollars and cents (a spreadsheet sums it), the date the day the customer was added in
 * the workspace's time zone.
 */
export function customerCsvColumns(timeZone: string): readonly CsvColumn<Customer>[] {
  const labels = CUSTOMER_COLUMN_LABELS;
  return [
    { header: labels.name, value: (customer) => customer.name },
    { header: labels.email, value: (customer) => customer.email },
    { header: labels.phone, value: (customer) => customer.phone, kind: "phone" },
    { header: labels.company, value: (customer) => customer.company },
    { header: IMPORT_FIELD_LABELS.role, value: roleOf },
    { header: labels.status, value: (customer) => CUSTOMER_STATUS_LABELS[customer.status] },
    { header: labels.value, value: (customer) => (customer.valueCents / 100).toFixed(2) },
    { header: labels.notes, value: (customer) => customer.notes },
    { header: labels.createdAt, value: (customer) => dateIn(customer.createdAt, timeZone) },
  ];
}

/**
 * The customers list as the screen shows it (same search, status and order), as CSV. The filter is
 * checked before the first byte, so bad input is a 400 rather than a broken download.
 */
export function exportCustomers(ctx: Context, input: { filter?: unknown; orderBy?: unknown }): CsvDownload {
  const { readDb: db, timeZone } = requireWorkspace(ctx);
  const checked = parseInput(customerListInput, { filter: input.filter, orderBy: input.orderBy });
  const pages = allPages((page) => listCheckedCustomers(db, { ...checked, ...page }, WITH_ROLE));
  return { filename: csvFilename("customers"), chunks: csvChunks(customerCsvColumns(timeZone), pages) };
}
