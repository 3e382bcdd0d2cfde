import { z } from "zod";
import { exportCustomers } from "#schema/customers/customers.export.ts";
import { importCustomers } from "#schema/customers/customers.import.ts";
import {
  COMPANY_MATCHES,
  IMPORT_FIELDS,
  IMPORT_OUTCOMES,
  importRequest,
  MAX_IMPORT_BATCH,
  MAX_IMPORT_FILE_BYTES,
} from "#schema/customers/customers.import.rules.ts";
import { download } from "./download.ts";
import { CUSTOMER_FILTER_NAMES, customerListParams } from "./customers.ts";
import { restListInput, withRestNames } from "./list-params.ts";
import { defineRoute, ok } from "./route.ts";

const importResults = z.strictObject({
  results: z.array(
    z.strictObject({
      line: z.int(),
      outcome: z.enum(IMPORT_OUTCOMES),
      field: z.enum(IMPORT_FIELDS).nullable(),
      message: z.string().nullable(),
      problems: z.array(z.strictObject({ field: z.enum(IMPORT_FIELDS), message: z.string() })),
      companyMatch: z
        .enum(COMPANY_MATCHES)
        .optional()
        .describe(
          "For a saved row the import linked to a company: found by the e-mail's `domain`, by `name`, or `created`.",
        ),
    }),
  ),
});

/** Mounted before `/customers/:id`, which would otherwise take `export.csv` and `import` for ids. */
export const customerCsvRoutes = [
  defineRoute({
    method: "get",
    path: "/customers/export.csv",
    operationId: "exportCustomers",
    tag: "Customers",
    summary: "Export customers as CSV",
    description:
      "The list as the screen shows it (same filters and sort), every row, streamed as a CSV download. Headers are the screen's labels; `Company` is the person's primary company and `Role` their role there; `Customer since` is the day in the workspace's time zone; a cell a spreadsheet would run as a formula gets a leading `'`, except a phone number starting with `+`, which is written as a quoted cell. The file imports back (`POST /api/customers/import`).",
    access: "workspace",
    query: z.object(customerListParams),
    queryCheckedBy: "service",
    answer: {
      status: 200,
      description: "A CSV file, one customer a line after the header.",
      mediaType: "text/csv",
      schema: z.string(),
      example:
        'Customer,Email,Phone,Company,Role,Status,Value,Notes,Customer since\r\nAda Lovelace,ada@analytical.example,"+44 20 7946 0018",Analytical Engines Ltd,Mathematician,Active,12500.50,,2026-11-02\r\n',
    },
    handler: async ({ ctx, query }) => {
      const { filter, orderBy } = restListInput(query, CUSTOMER_FILTER_NAMES);
      return download("csv", await withRestNames(query, async () => exportCustomers(ctx, { filter, orderBy })));
    },
  }),
  defineRoute({
    method: "post",
    path: "/customers/import",
    operationId: "importCustomers",
    tag: "Customers",
    summary: "Import customers",
    description: `Up to ${MAX_IMPORT_BATCH} rows of a CSV file, each with its line number and its cells by field; one result per row, in order. Each result lists every problem of its row. With \`updateExisting\`, a row whose e-mail a customer has updates that customer. A \`company\` cell makes that company the person's primary one: the company owning the e-mail's domain first, else the oldest company of that name, else a new one (\`companyMatch\` says which); an empty cell leaves no primary company; \`role\` is the person's role there.`,
    access: "workspace",
    body: importRequest,
    // An import batch (1,000 rows) is larger than any other body: its own limit, the import file's.
    bodyLimit: MAX_IMPORT_FILE_BYTES,
    bodyExample: {
      rows: [
        { line: 2, name: "Ada Lovelace", email: "ada@analytical.example", company: "Analytical Engines Ltd" },
        { line: 3, name: "Charles Babbage", email: "not an address", phone: "call me" },
      ],
      updateExisting: false,
    },
    answer: {
      status: 200,
      description: "One result per row.",
      schema: importResults,
      example: {
        results: [
          { line: 2, outcome: "created", field: null, message: null, problems: [], companyMatch: "created" },
          {
            line: 3,
            outcome: "rejected",
            field: "email",
            message: "Please enter a valid email address",
            problems: [
              { field: "email", message: "Please enter a valid email address" },
              { field: "phone", message: "Please enter a valid phone number" },
            ],
          },
        ],
      },
    },
    handler: async ({ ctx, body }) => {
      const { rows, updateExisting } = (body ?? {}) as { rows?: unknown; updateExisting?: unknown };
      return ok({ results: await importCustomers(ctx, { rows, updateExisting }) });
    },
  }),
];
