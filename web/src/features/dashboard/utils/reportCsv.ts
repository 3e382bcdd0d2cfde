import type { CustomerStatus } from "#web/graphql/generated/graphql.ts";

export type ReportCustomer = {
  name: string;
  email: string;
  phone: string;
  company: string;
  status: CustomerStatus;
  valueCents: number;
};

export type ReportStage = {
  label: string;
  count: number;
  valueCents: number;
};

export type ReportData = {
  customers: ReadonlyArray<ReportCustomer>;
  pipeline: ReadonlyArray<ReportStage>;
};

const LINE_BREAK = "\r\n";

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvRow(fields: ReadonlyArray<string | number>): string {
  return fields.map(csvField).join(",");
}

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The dashboard report: every customer (name, email, phone, company, status, value in dollars),
 * a blank line, then the pipeline (stage, count, value in dollars).
 */
export function buildReportCsv({ customers, pipeline }: ReportData): string {
  const rows = [
    csvRow(["name", "email", "phone", "company", "status", "value"]),
    ...customers.map((customer) =>
      csvRow([
        customer.name,
        customer.email,
        customer.phone,
        customer.company,
        customer.status,
        dollars(customer.valueCents),
      ]),
    ),
    "",
    csvRow(["stage", "count", "value"]),
    ...pipeline.map((stage) => csvRow([stage.label, stage.count, dollars(stage.valueCents)])),
  ];
  return rows.join(LINE_BREAK) + LINE_BREAK;
}

/** "bramble-report-2026-03-15.csv", dated in the user's time zone. */
export function reportFileName(now: Date): string {
  const pad = (part: number) => String(part).padStart(2, "0");
  return `bramble-report-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
