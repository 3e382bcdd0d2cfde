import { builder } from "#core/builder.ts";
import { atMost, oneEach } from "#core/lists/list-size.ts";
import { importCompanies } from "./companies.import.ts";
import {
  COMPANY_IMPORT_FIELDS,
  COMPANY_IMPORT_OUTCOMES,
  MAX_COMPANY_IMPORT_BATCH,
  type CompanyImportProblem,
  type CompanyImportRowResult,
} from "./companies.import.rules.ts";

const CompanyImportOutcome = builder.enumType("CompanyImportOutcome", { values: COMPANY_IMPORT_OUTCOMES });

const CompanyImportRow = builder.inputType("CompanyImportRow", {
  description:
    "One data row of a companies CSV file: its line number (the header is line 1) and its cells; a field left out is not mapped. `domains` may hold several, separated by commas, semicolons or spaces.",
  fields: (t) => ({
    line: t.int({ required: true }),
    ...Object.fromEntries(COMPANY_IMPORT_FIELDS.map((field) => [field, t.string()])),
  }),
});

const CompanyImportProblemType = builder.objectRef<CompanyImportProblem>("CompanyImportProblem").implement({
  description: "One thing wrong with an imported company row: the field and the company form's message.",
  fields: (t) => ({
    field: t.exposeString("field"),
    message: t.exposeString("message"),
  }),
});

const CompanyImportResult = builder.objectRef<CompanyImportRowResult>("CompanyImportResult").implement({
  fields: (t) => ({
    line: t.exposeInt("line"),
    outcome: t.expose("outcome", { type: CompanyImportOutcome }),
    field: t.exposeString("field", { nullable: true, description: "The row's first problem's field." }),
    message: t.exposeString("message", { nullable: true, description: "The row's first problem's message." }),
    problems: t.field({
      type: [CompanyImportProblemType],
      description: "Everything wrong with the row (every field refused, or its domain taken); empty when saved.",
      extensions: atMost(COMPANY_IMPORT_FIELDS.length),
      resolve: (result) => result.problems,
    }),
  }),
});

builder.mutationFields((t) => ({
  importCompanies: t.field({
    type: [CompanyImportResult],
    description:
      "Imports up to 1,000 companies: one result per row, in the rows' order. A row whose domain a company has is a duplicate or, with updateExisting, updates that company.",
    extensions: oneEach("rows", MAX_COMPANY_IMPORT_BATCH),
    args: {
      rows: t.arg({ type: [CompanyImportRow], required: true }),
      updateExisting: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => importCompanies(ctx, args),
  }),
}));
