import { z } from "zod";
import { exportCompanies } from "#schema/companies/companies.export.ts";
import { importCompanies } from "#schema/companies/companies.import.ts";
import {
  COMPANY_IMPORT_FIELDS,
  COMPANY_IMPORT_OUTCOMES,
  companyImportRequest,
  MAX_COMPANY_IMPORT_BATCH,
} from "#schema/companies/companies.import.rules.ts";
import { COMPANY_ORDER_FIELDS, companyFilter } from "#schema/companies/companies.rules.ts";
import { MAX_IMPORT_FILE_BYTES } from "#schema/customers/customers.import.rules.ts";
import { download } from "./download.ts";
import { filterParam, restListInput, sortParam, withRestNames } from "./list-params.ts";
import { defineRoute, ok } from "./route.ts";

const filters = companyFilter.unwrap().unwrap().shape;

/** The companies list's search, filters and sort (as `GET /api/companies` takes them): the export's query. */
const companyExportParams = {
  q: filterParam(filters.search, "Matches the name or a domain, ignoring case."),
  industry: filterParam(filters.industry, "Only companies of this industry (the whole name)."),
  sizeMin: filterParam(filters.sizeMin, "Only companies of at least this many employees."),
  sizeMax: filterParam(filters.sizeMax, "Only companies of at most this many employees."),
  ownerId: filterParam(filters.ownerId, "Only the companies this workspace member owns."),
  sort: sortParam(COMPANY_ORDER_FIELDS),
};
const COMPANY_FILTER_NAMES = ["search", "industry", "sizeMin", "sizeMax", "ownerId"] as const;

const importResults = z.strictObject({
  results: z.array(
    z.strictObject({
      line: z.int(),
      outcome: z.enum(COMPANY_IMPORT_OUTCOMES),
      field: z.enum(COMPANY_IMPORT_FIELDS).nullable(),
      message: z.string().nullable(),
      problems: z.array(z.strictObject({ field: z.enum(COMPANY_IMPORT_FIELDS), message: z.string() })),
    }),
  ),
});

/** Mounted before `/companies/:id`, which would otherwise take `export.csv` and `import` for ids. */
export const companyCsvRoutes = [
  defineRoute({
    method: "get",
    path: "/companies/export.csv",
    operationId: "exportCompanies",
    tag: "Companies",
    summary: "Export companies as CSV",
    description:
      "The list as the screen shows it (same search, filters and sort), every row, streamed as a CSV download. Headers are the screen's labels; `Domains` is one cell, comma-separated; `People` counts the people linked; `Created` is the day in the workspace's time zone. The file imports back (`POST /api/companies/import`).",
    access: "workspace",
    query: z.object(companyExportParams),
    queryCheckedBy: "service",
    answer: {
      status: 200,
      description: "A CSV file, one company a line after the header.",
      mediaType: "text/csv",
      schema: z.string(),
      example:
        'Company,Domains,Industry,Employees,Phone,Website,Address,Owner,Notes,People,Created\r\nAnalytical Engines Ltd,"analytical.example, engines.example",Manufacturing,120,"+44 20 7946 0018",https://analytical.example,"12 Dorset Street, London",ada,,3,2026-11-02\r\n',
    },
    handler: async ({ ctx, query }) => {
      const { filter, orderBy } = restListInput({ ...query, search: query.q }, COMPANY_FILTER_NAMES);
      return download("csv", await withRestNames(query, async () => exportCompanies(ctx, { filter, orderBy })));
    },
  }),
  defineRoute({
    method: "post",
    path: "/companies/import",
    operationId: "importCompanies",
    tag: "Companies",
    summary: "Import companies",
    description: `Up to ${MAX_COMPANY_IMPORT_BATCH} rows of a CSV file, each with its line number and its cells by field (\`domains\` may hold several, separated by commas); one result per row, in order. A row whose domain a company has is a duplicate, or with \`updateExisting\` updates that company (its domains gain the row's). A row without a domain always makes a new company.`,
    access: "workspace",
    body: companyImportRequest,
    bodyLimit: MAX_IMPORT_FILE_BYTES,
    bodyExample: {
      rows: [
        {
          line: 2,
          name: "Analytical Engines Ltd",
          domains: "analytical.example",
          industry: "Manufacturing",
          size: "120",
        },
        { line: 3, name: "", domains: "not a domain" },
      ],
      updateExisting: false,
    },
    answer: {
      status: 200,
      description: "One result per row.",
      schema: importResults,
      example: {
        results: [
          { line: 2, outcome: "created", field: null, message: null, problems: [] },
          {
            line: 3,
            outcome: "rejected",
            field: "name",
            message: "Name is required",
            problems: [
              { field: "name", message: "Name is required" },
              { field: "domains", message: "Please enter a valid domain: not" },
            ],
          },
        ],
      },
    },
    handler: async ({ ctx, body }) => {
      const { rows, updateExisting } = (body ?? {}) as { rows?: unknown; updateExisting?: unknown };
      return ok({ results: await importCompanies(ctx, { rows, updateExisting }) });
    },
  }),
];
