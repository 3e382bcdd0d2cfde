import { dashboardReport } from "./dashboard.report.ts";
import { builder } from "#core/builder.ts";
import { Company } from "#schema/companies/companies.graphql.ts";
import { DealStage } from "#schema/deals/deals.graphql.ts";
import { atMost } from "#core/lists/list-size.ts";
import { DEAL_STAGES } from "#schema/deals/deals.rules.ts";
import { CHART_MONTHS } from "./dashboard.periods.ts";
import { getDashboard, RECENT_ACTIVITIES, withSelectedRelations } from "./dashboard.service.ts";
import { companiesWithPipelines, DEFAULT_TOP_COMPANIES, MAX_TOP_COMPANIES, topCompanies } from "./top-companies.ts";

type Dashboard = Awaited<ReturnType<typeof getDashboard>>;

const StatFigure = builder.objectRef<Dashboard["totalCustomers"]>("StatFigure").implement({
  fields: (t) => ({
    value: t.exposeFloat("value"),
    previous: t.exposeFloat("previous", {
      description: "Value at the same point last month; trendPercent is null when it was 0.",
    }),
    trendPercent: t.exposeFloat("trendPercent", { nullable: true }),
  }),
});

const MonthlyCustomers = builder.objectRef<Dashboard["customersPerMonth"][number]>("MonthlyCustomers").implement({
  fields: (t) => ({
    month: t.exposeString("month"),
    label: t.exposeString("label"),
    customers: t.exposeInt("customers"),
  }),
});

const MonthlyRevenue = builder.objectRef<Dashboard["revenuePerMonth"][number]>("MonthlyRevenue").implement({
  fields: (t) => ({
    month: t.exposeString("month"),
    label: t.exposeString("label"),
    revenueCents: t.exposeFloat("revenueCents"),
  }),
});

const StageCount = builder.objectRef<Dashboard["dealsByStage"][number]>("StageCount").implement({
  fields: (t) => ({
    stage: t.expose("stage", { type: DealStage }),
    label: t.exposeString("label"),
    count: t.exposeInt("count"),
    valueCents: t.exposeFloat("valueCents"),
  }),
});

const CompanyPipeline = builder
  .objectRef<Awaited<ReturnType<typeof companiesWithPipelines>>[number]>("CompanyPipeline")
  .implement({
    description: "A company with the value and number of its open deals.",
    fields: (t) => ({
      company: t.field({ type: Company, resolve: (row) => row.company }),
      openPipelineCents: t.exposeFloat("openPipelineCents", { description: "The value of its open deals." }),
      openDeals: t.exposeInt("openDeals"),
    }),
  });

const DashboardType = builder.objectRef<Dashboard>("Dashboard").implement({
  fields: (t) => ({
    totalCustomers: t.field({ type: StatFigure, resolve: (dashboard) => dashboard.totalCustomers }),
    activeDeals: t.field({ type: StatFigure, resolve: (dashboard) => dashboard.activeDeals }),
    tasksDue: t.field({ type: StatFigure, resolve: (dashboard) => dashboard.tasksDue }),
    revenueMonthToDateCents: t.field({ type: StatFigure, resolve: (dashboard) => dashboard.revenueMonthToDateCents }),
    customersPerMonth: t.field({
      type: [MonthlyCustomers],
      extensions: atMost(CHART_MONTHS),
      resolve: (dashboard) => dashboard.customersPerMonth,
    }),
    revenuePerMonth: t.field({
      type: [MonthlyRevenue],
      extensions: atMost(CHART_MONTHS),
      resolve: (dashboard) => dashboard.revenuePerMonth,
    }),
    dealsByStage: t.field({
      type: [StageCount],
      extensions: atMost(DEAL_STAGES.length),
      resolve: (dashboard) => dashboard.dealsByStage,
    }),
    topCompanies: t.field({
      type: [CompanyPipeline],
      description:
        `The companies with the most value in open deals (qualified, proposal, negotiation), most first; ` +
        `ties by open deals, then by name. \`first\`: ${DEFAULT_TOP_COMPANIES} unless given, at most ${MAX_TOP_COMPANIES}.`,
      args: { first: t.arg.int({ defaultValue: DEFAULT_TOP_COMPANIES }) },
      extensions: atMost(MAX_TOP_COMPANIES),
      resolve: async (_dashboard, args, ctx) => companiesWithPipelines(ctx, await topCompanies(ctx, args)),
    }),
    recentActivities: t.prismaField({
      type: ["Activity"],
      extensions: atMost(RECENT_ACTIVITIES),
      resolve: (query, dashboard, _args, ctx) => withSelectedRelations(ctx, dashboard.recentActivities, query),
    }),
  }),
});

const DashboardReport = builder.objectRef<Awaited<ReturnType<typeof dashboardReport>>>("DashboardReport").implement({
  description: "The dashboard as a CSV report: its figures, the pipeline by stage and the charts' months.",
  fields: (t) => ({
    filename: t.exposeString("filename"),
    csv: t.exposeString("csv"),
  }),
});

builder.queryFields((t) => ({
  dashboard: t.field({ type: DashboardType, resolve: (_root, _args, ctx) => getDashboard(ctx) }),
  dashboardReport: t.field({
    type: DashboardReport,
    description: "What the dashboard's Generate Report downloads (as GET /api/dashboard/report.csv does).",
    resolve: (_root, _args, ctx) => dashboardReport(ctx),
  }),
}));
