import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { csvLines } from "#core/csv/csv-text.ts";
import { dateIn } from "#core/time-zone.rules.ts";
import { getDashboard } from "./dashboard.service.ts";

type Dashboard = Awaited<ReturnType<typeof getDashboard>>;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const change = (percent: number | null) => (percent === null ? null : Number(percent.toFixed(1)));

/**
 * The dashboard as a CSV report, section after section with a blank line between: the workspace and
 * the day (in its time zone), the four figures with last month's and the change, the pipeline by stage,
 * then month by month the customers and the won revenue of the charts. Amounts in dollars and cents.
 */
export function dashboardReportCsv(dashboard: Dashboard, head: { workspace: string; date: string }): string {
  const figures: [string, Dashboard["totalCustomers"], (value: number) => string | number][] = [
    ["Total Customers", dashboard.totalCustomers, Number],
    ["Active Deals", dashboard.activeDeals, Number],
    ["Tasks Due", dashboard.tasksDue, Number],
    ["Revenue (MTD)", dashboard.revenueMonthToDateCents, dollars],
  ];
  const revenueByMonth = new Map(dashboard.revenuePerMonth.map((month) => [month.month, month.revenueCents]));
  const sections = [
    [
      ["Dashboard report", head.workspace],
      ["Date", head.date],
    ],
    [
      ["Figure", "Value", "A month earlier", "Change (%)"],
      ...figures.map(([label, figure, format]) => [
        label,
        format(figure.value),
        format(figure.previous),
        change(figure.trendPercent),
      ]),
    ],
    [
      ["Pipeline stage", "Deals", "Value"],
      ...dashboard.dealsByStage.map((stage) => [stage.label, stage.count, dollars(stage.valueCents)]),
    ],
    [
      ["Month", "Customers", "Revenue"],
      ...dashboard.customersPerMonth.map((month) => [
        month.month,
        month.customers,
        dollars(revenueByMonth.get(month.month) ?? 0),
      ]),
    ],
  ];
  return `${sections.map((rows) => csvLines(rows)).join("\r\n\r\n")}\r\n`;
}

/** The report the dashboard's "Generate Report" downloads (REST and GraphQL both end here). */
export async function dashboardReport(ctx: Context, now: Date = new Date()) {
  const { name, timeZone } = requireWorkspace(ctx);
  const dashboard = await getDashboard(ctx, now);
  const date = dateIn(now, timeZone);
  return { filename: `dashboard-report-${date}.csv`, csv: dashboardReportCsv(dashboard, { workspace: name, date }) };
}
