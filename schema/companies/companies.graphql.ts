import { builder } from "#core/builder.ts";
import { connectionType, filterTreeArg, nodeSelection, pageArgs, SortDirection } from "#core/lists/lists.graphql.ts";
import { DateTimeScalar, JSONScalar } from "#core/scalars.ts";
import {
  CUSTOM_FIELDS_ANSWER_DESCRIPTION,
  CUSTOM_FIELDS_INPUT_DESCRIPTION,
} from "#schema/custom-fields/custom-field-input.rules.ts";
import {
  COMPANY_DEALS_ON_DELETE,
  companyFigures,
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  listCompanyIndustries,
  updateCompany,
  type CompanyFigures as Figures,
} from "./companies.service.ts";
import { COMPANY_ORDER_FIELDS } from "./companies.rules.ts";

const CompanyOrderField = builder.enumType("CompanyOrderField", { values: COMPANY_ORDER_FIELDS });
const CompanyDealsOnDelete = builder.enumType("CompanyDealsOnDelete", {
  description: "What deleting a company does with its deals: keep them without a company, or delete them.",
  values: COMPANY_DEALS_ON_DELETE,
});

const CompanyFigures = builder.objectRef<Figures>("CompanyFigures").implement({
  description: "What a salesperson asks first about a company.",
  fields: (t) => ({
    openPipelineCents: t.exposeFloat("openPipelineCents", { description: "The value of its open deals." }),
    openDeals: t.exposeInt("openDeals"),
    wonThisYearCents: t.exposeFloat("wonThisYearCents", {
      description: "The value of its deals won this calendar year, in the workspace's time zone.",
    }),
    wonDeals: t.exposeInt("wonDeals", { description: "Its deals won this calendar year." }),
    lastActivityAt: t.expose("lastActivityAt", {
      type: DateTimeScalar,
      nullable: true,
      description: "The last activity with the company.",
    }),
    people: t.exposeInt("people", { description: "How many people are linked to it." }),
  }),
});

export const Company = builder.prismaObject("Company", {
  fields: (t) => ({
    id: t.exposeID("id"),
    isSample: t.exposeBoolean("isSample", { description: "A row of the sample CRM a new workspace starts with." }),
    name: t.exposeString("name"),
    domains: t.exposeStringList("domains", { description: "Lower-case host names, such as acme.com." }),
    industry: t.exposeString("industry"),
    size: t.exposeInt("size", { nullable: true, description: "Employees." }),
    phone: t.exposeString("phone"),
    website: t.exposeString("website"),
    address: t.exposeString("address"),
    notes: t.exposeString("notes"),
    customFields: t.expose("customFields", { type: JSONScalar, description: CUSTOM_FIELDS_ANSWER_DESCRIPTION }),
    owner: t.relation("owner", { nullable: true }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    updatedAt: t.expose("updatedAt", { type: DateTimeScalar }),
    figures: t.field({
      type: CompanyFigures,
      description: "Open pipeline, won this year, people and last activity (one statement; ask on one company).",
      resolve: (company, _args, ctx) => companyFigures(ctx, company.id),
    }),
  }),
});

const CompanyConnection = connectionType("Company", Company);

const CompanyFilter = builder.inputType("CompanyFilter", {
  fields: (t) => ({
    search: t.string({ description: "Name or domain." }),
    industry: t.string(),
    sizeMin: t.int({ description: "At least this many employees." }),
    sizeMax: t.int({ description: "At most this many employees." }),
    ownerId: t.id(),
  }),
});

const CompanyOrder = builder.inputType("CompanyOrder", {
  fields: (t) => ({
    field: t.field({ type: CompanyOrderField, required: true }),
    direction: t.field({ type: SortDirection, required: true }),
  }),
});

const companyFields = (required: boolean) => (t: PothosInputFields) => ({
  name: t.string({ required }),
  domains: t.stringList(),
  industry: t.string(),
  size: t.int({ description: "Employees." }),
  phone: t.string(),
  website: t.string(),
  address: t.string(),
  notes: t.string(),
  ownerId: t.id({ description: "A member of the workspace; null for none. Left out on create: the creator." }),
  customFields: t.field({ type: JSONScalar, description: CUSTOM_FIELDS_INPUT_DESCRIPTION }),
});
type PothosInputFields = Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0];

const CompanyInput = builder.inputType("CompanyInput", { fields: companyFields(true) });
const CompanyPatch = builder.inputType("CompanyPatch", {
  description: "The fields to change; those left out are kept.",
  fields: companyFields(false),
});

const DeleteCompanyPayload = builder
  .objectRef<{ id: string; unlinkedPeople: number; keptDeals: number; deletedDeals: number }>("DeleteCompanyPayload")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      unlinkedPeople: t.exposeInt("unlinkedPeople", { description: "People kept, no longer linked to it." }),
      keptDeals: t.exposeInt("keptDeals", { description: "Deals kept without a company." }),
      deletedDeals: t.exposeInt("deletedDeals"),
    }),
  });

builder.queryFields((t) => ({
  companies: t.field({
    type: CompanyConnection,
    args: {
      ...pageArgs(t.arg),
      filter: t.arg({ type: CompanyFilter }),
      ...filterTreeArg(t.arg),
      orderBy: t.arg({ type: CompanyOrder }),
    },
    resolve: (_root, args, ctx, info) => listCompanies(ctx, args, nodeSelection(ctx, info)),
  }),
  company: t.prismaField({
    type: "Company",
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getCompany(ctx, id, query),
  }),
  companyIndustries: t.stringList({
    description: "The industries the workspace's companies name, most used first (at most 200).",
    resolve: (_root, _args, ctx) => listCompanyIndustries(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createCompany: t.prismaField({
    type: "Company",
    args: { input: t.arg({ type: CompanyInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createCompany(ctx, input, query),
  }),
  updateCompany: t.prismaField({
    type: "Company",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CompanyPatch, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateCompany(ctx, id, input, query),
  }),
  deleteCompany: t.field({
    type: DeleteCompanyPayload,
    description: "Deletes a company: its people stay, unlinked; its deals stay without it unless `deals` is delete.",
    args: { id: t.arg.id({ required: true }), deals: t.arg({ type: CompanyDealsOnDelete, defaultValue: "keep" }) },
    resolve: (_root, { id, deals }, ctx) => deleteCompany(ctx, id, { deals }),
  }),
}));
