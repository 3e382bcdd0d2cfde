import { builder } from "#core/builder.ts";
import { connectionType, nodeSelection, pageArgs, SortDirection, filterTreeArg } from "#core/lists/lists.graphql.ts";
import { atMost, limitedList, listLimit, oneEach } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar, JSONScalar } from "#core/scalars.ts";
import {
  CUSTOM_FIELDS_ANSWER_DESCRIPTION,
  CUSTOM_FIELDS_INPUT_DESCRIPTION,
} from "#schema/custom-fields/custom-field-input.rules.ts";
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  patchCustomer,
  updateCustomer,
} from "./customers.service.ts";
import { importCustomers } from "./customers.import.ts";
import {
  COMPANY_MATCHES,
  IMPORT_FIELDS,
  IMPORT_OUTCOMES,
  MAX_IMPORT_BATCH,
  type ImportProblem,
  type ImportRowResult,
} from "./customers.import.rules.ts";
import { CUSTOMER_ORDER_FIELDS, CUSTOMER_STATUSES } from "./customers.rules.ts";

export const CustomerStatus = builder.enumType("CustomerStatus", { values: CUSTOMER_STATUSES });
const CustomerOrderField = builder.enumType("CustomerOrderField", { values: CUSTOMER_ORDER_FIELDS });

export const Customer = builder.prismaObject("Customer", {
  fields: (t) => ({
    id: t.exposeID("id"),
    isSample: t.exposeBoolean("isSample", { description: "A row of the sample CRM a new workspace starts with." }),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
    company: t.exposeString("company", { description: 'The primary company\'s name ("" when none).' }),
    status: t.expose("status", { type: CustomerStatus }),
    notes: t.exposeString("notes"),
    valueCents: t.exposeInt("valueCents"),
    customFields: t.expose("customFields", { type: JSONScalar, description: CUSTOM_FIELDS_ANSWER_DESCRIPTION }),
    owner: t.relation("owner", { nullable: true }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    updatedAt: t.expose("updatedAt", { type: DateTimeScalar }),
    deals: t.relation("deals", {
      ...limitedList(t.arg),
      query: ({ first }) => ({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: listLimit(first) }),
    }),
    tasks: t.relation("tasks", {
      ...limitedList(t.arg),
      query: ({ first }) => ({
        orderBy: [
          { completedAt: { sort: "desc", nulls: "first" } },
          { dueAt: { sort: "asc", nulls: "last" } },
          { id: "asc" },
        ],
        take: listLimit(first),
      }),
    }),
    activities: t.relation("activities", {
      ...limitedList(t.arg),
      query: ({ first }) => ({ orderBy: [{ occurredAt: "desc" }, { id: "desc" }], take: listLimit(first) }),
    }),
  }),
});

const CustomerConnection = connectionType("Customer", Customer);

const CustomerFilter = builder.inputType("CustomerFilter", {
  fields: (t) => ({ search: t.string(), status: t.field({ type: CustomerStatus }) }),
});

const CustomerOrder = builder.inputType("CustomerOrder", {
  fields: (t) => ({
    field: t.field({ type: CustomerOrderField, required: true }),
    direction: t.field({ type: SortDirection, required: true }),
  }),
});

const CustomerInput = builder.inputType("CustomerInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    company: t.string({
      description:
        'The primary company by name: the workspace\'s oldest company of that name (created when none); "" for none.',
    }),
    companyId: t.id({ description: "The primary company by id; wins over `company`. null for none." }),
    status: t.field({ type: CustomerStatus }),
    notes: t.string(),
    valueCents: t.int(),
    customFields: t.field({ type: JSONScalar, description: CUSTOM_FIELDS_INPUT_DESCRIPTION }),
  }),
});

const CustomerPatch = builder.inputType("CustomerPatch", {
  description: "The fields to change; those left out are kept.",
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string(),
    company: t.string({
      description:
        'The primary company by name: the workspace\'s oldest company of that name (created when none); "" for none.',
    }),
    companyId: t.id({ description: "The primary company by id; wins over `company`. null for none." }),
    status: t.field({ type: CustomerStatus }),
    notes: t.string(),
    valueCents: t.int(),
    customFields: t.field({ type: JSONScalar, description: CUSTOM_FIELDS_INPUT_DESCRIPTION }),
  }),
});

builder.queryFields((t) => ({
  customers: t.field({
    type: CustomerConnection,
    args: {
      ...pageArgs(t.arg),
      filter: t.arg({ type: CustomerFilter }),
      ...filterTreeArg(t.arg),
      orderBy: t.arg({ type: CustomerOrder }),
    },
    resolve: (_root, args, ctx, info) => listCustomers(ctx, args, nodeSelection(ctx, info)),
  }),
  customer: t.prismaField({
    type: "Customer",
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getCustomer(ctx, id, query),
  }),
}));

builder.mutationFields((t) => ({
  createCustomer: t.prismaField({
    type: "Customer",
    args: { input: t.arg({ type: CustomerInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createCustomer(ctx, input, query),
  }),
  updateCustomer: t.prismaField({
    type: "Customer",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomerInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateCustomer(ctx, id, input, query),
  }),
  patchCustomer: t.prismaField({
    type: "Customer",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomerPatch, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => patchCustomer(ctx, id, input, query),
  }),
  deleteCustomer: t.field({
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteCustomer(ctx, id),
  }),
}));

const CustomerImportOutcome = builder.enumType("CustomerImportOutcome", {
  values: IMPORT_OUTCOMES,
});

const CustomerImportRow = builder.inputType("CustomerImportRow", {
  description:
    "One data row of a CSV file: its line number (the header is line 1) and its cells; a field left out is not mapped.",
  fields: (t) => ({
    line: t.int({ required: true }),
    ...Object.fromEntries(IMPORT_FIELDS.map((field) => [field, t.string()])),
  }),
});

const CustomerImportProblem = builder.objectRef<ImportProblem>("CustomerImportProblem").implement({
  description: "One thing wrong with an imported row: the field and the customer form's message.",
  fields: (t) => ({
    field: t.exposeString("field"),
    message: t.exposeString("message"),
  }),
});

const CustomerImportCompanyMatch = builder.enumType("CustomerImportCompanyMatch", {
  description:
    "How an imported person's company was found: the company owning their e-mail's domain, the oldest company of the name in their Company cell, or one the import made.",
  values: COMPANY_MATCHES,
});

const CustomerImportResult = builder.objectRef<ImportRowResult>("CustomerImportResult").implement({
  fields: (t) => ({
    line: t.exposeInt("line"),
    outcome: t.expose("outcome", { type: CustomerImportOutcome }),
    companyMatch: t.field({
      type: CustomerImportCompanyMatch,
      nullable: true,
      description: "For a saved row the import linked to a company: how that company was found.",
      resolve: (result) => result.companyMatch ?? null,
    }),
    field: t.exposeString("field", { nullable: true, description: "The row's first problem's field." }),
    message: t.exposeString("message", { nullable: true, description: "The row's first problem's message." }),
    problems: t.field({
      type: [CustomerImportProblem],
      description:
        "Everything wrong with the row (every field refused, or its repeated e-mail); empty when saved. It counts " +
        "in the query cost once per field a row may get wrong: selected, a request holds up to about 250 rows.",
      extensions: atMost(IMPORT_FIELDS.length),
      resolve: (result) => result.problems,
    }),
  }),
});

builder.mutationFields((t) => ({
  importCustomers: t.field({
    type: [CustomerImportResult],
    description: "Imports up to 1,000 rows: one result per row, in the rows' order.",
    extensions: oneEach("rows", MAX_IMPORT_BATCH),
    args: {
      rows: t.arg({ type: [CustomerImportRow], required: true }),
      updateExisting: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => importCustomers(ctx, args),
  }),
}));
