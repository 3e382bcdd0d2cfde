import { z } from "zod";
import { dashboardReport } from "#schema/dashboard/dashboard.report.ts";
import { download } from "./download.ts";
import { defineRoute } from "./route.ts";

async function* once(text: string) {
  yield text;
}

export const dashboardRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/report.csv",
    operationId: "dashboardReport",
    tag: "Workspace",
    summary: "Download the dashboard report",
    description:
      "The dashboard as CSV, what its Generate Report downloads: the workspace and the day (in its time zone), the four figures with a month earlier's and the change, the pipeline by stage (deals and value), and month by month the customers and the won revenue of the charts. Amounts in dollars and cents; sections apart by a blank line.",
    access: "workspace",
    answer: {
      status: 200,
      description: "A CSV file.",
      mediaType: "text/csv",
      schema: z.string(),
      example:
        "Dashboard report,Acme sales\r\nDate,2026-11-27\r\n\r\nFigure,Value,A month earlier,Change (%)\r\nTotal Customers,52,48,8.3\r\nActive Deals,12,10,20\r\nTasks Due,5,7,-28.6\r\nRevenue (MTD),12500.50,9000.00,38.9\r\n\r\nPipeline stage,Deals,Value\r\nQualified,4,20000.00\r\nProposal,3,15000.00\r\nNegotiation,2,12500.50\r\nClosed Won,6,48000.00\r\n\r\nMonth,Customers,Revenue\r\n2026-11,52,12500.50\r\n",
    },
    handler: async ({ ctx }) => {
      const { filename, csv } = await dashboardReport(ctx);
      return download("csv", { filename, chunks: once(csv) });
    },
  }),
];
