import { z } from "zod";
import { companyApiExample, companyApiJson, companyApiSchema } from "#schema/companies/companies.api.ts";
import { COMPANY_ORDER_FIELDS, companyFilter, companyInput, companyPatch } from "#schema/companies/companies.rules.ts";
import {
  COMPANY_DEALS_ON_DELETE,
  COMPANY_NOT_FOUND,
  companyDomainTaken,
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  updateCompany,
} from "#schema/companies/companies.service.ts";
import { deletedSchema, idParam } from "./answers.ts";
import { customerCompanyRoutes } from "./customer-companies.ts";
import {
  filterParam,
  listAnswer,
  pageParams,
  restListInput,
  sortParam,
  toListResponse,
  withRestNames,
} from "./list-params.ts";
import { created, defineRoute, ok } from "./route.ts";

const filters = companyFilter.unwrap().unwrap().shape;

/**
 * The companies screen's search, filters and sort, as query parameters: for the OpenAPI document only.
 * The service checks the query, once, with its list input (companies.list.rules.ts).
 */
const companyListParams = {
  q: filterParam(
    filters.search,
    "Matches the name or a domain, ignoring case; 1 or 2 characters match where the name, a word of it or a domain starts.",
  ),
  industry: filterParam(filters.industry, "Only companies of this industry (the whole name)."),
  sizeMin: filterParam(filters.sizeMin, "Only companies of at least this many employees."),
  sizeMax: filterParam(filters.sizeMax, "Only companies of at most this many employees."),
  ownerId: filterParam(filters.ownerId, "Only the companies this workspace member owns."),
  sort: sortParam(COMPANY_ORDER_FIELDS),
};

/** The list's own filters, by the service's `filter` fields; `?q=` is the service's `search`. */
const COMPANY_FILTER_NAMES = ["search", "industry", "sizeMin", "sizeMax", "ownerId"] as const;
const QUERY_NAMES = { search: "q" };

const companyAnswer = { schema: companyApiSchema, example: companyApiExample };
const id = idParam("company", companyApiExample);
const domainTaken = companyDomainTaken("analytical.example", "Analytical Engines Ltd");

const deletedCompanySchema = deletedSchema
  .extend({
    unlinkedPeople: z.int().meta({ description: "People who were linked to it: they are kept, without it." }),
    keptDeals: z.int().meta({ description: "Its deals kept, now without a company (`deals=keep`)." }),
    deletedDeals: z.int().meta({ description: "Its deals deleted with it (`deals=delete`)." }),
  })
  .meta({ title: "DeletedCompany", description: "What deleting the company did." });

export const companyRoutes = [
  defineRoute({
    method: "get",
    path: "/companies",
    operationId: "listCompanies",
    tag: "Companies",
    summary: "List companies",
    description: "A page of the workspace's companies, by name unless sorted.",
    access: "workspace",
    query: z.object({ ...pageParams, ...companyListParams }),
    queryCheckedBy: "service",
    answer: listAnswer("A page of companies.", companyAnswer),
    errors: { 400: "Minimum employees must be a number" },
    handler: async ({ ctx, query }) => {
      const input = restListInput({ ...query, search: query.q }, COMPANY_FILTER_NAMES);
      const connection = await withRestNames(query, () => listCompanies(ctx, input), QUERY_NAMES);
      return ok(await toListResponse(connection, companyApiJson));
    },
  }),
  defineRoute({
    method: "post",
    path: "/companies",
    operationId: "createCompany",
    tag: "Companies",
    summary: "Create a company",
    description:
      "Name is required; two companies may share a name, but each domain belongs to one company of the workspace. Domains are kept lower-case, without a scheme, `www.` or a path. Owned by the caller unless `ownerId` names another member (or null).",
    access: "workspace",
    body: companyInput,
    answer: { status: 201, description: "The new company.", ...companyAnswer },
    errors: { 409: "One of these domains belongs to another company" },
    handler: async ({ ctx, body }) => created(companyApiJson(await createCompany(ctx, body))),
  }),
  defineRoute({
    method: "get",
    path: "/companies/:id",
    operationId: "getCompany",
    tag: "Companies",
    summary: "Read a company",
    description: "One company of the workspace.",
    access: "workspace",
    params: id,
    answer: { status: 200, description: "The company.", ...companyAnswer },
    errors: { 404: COMPANY_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(companyApiJson(await getCompany(ctx, String(params.id)))),
  }),
  defineRoute({
    method: "patch",
    path: "/companies/:id",
    operationId: "updateCompany",
    tag: "Companies",
    summary: "Update a company",
    description:
      "Changes the fields given; the rest are kept (`domains` replaces the list). Renaming it changes the `company` of the people whose primary company it is, announced as `company.updated` alone (no `customer.updated`).",
    access: "workspace",
    params: id,
    body: companyPatch,
    bodyExample: { name: "Analytical Engines Group", domains: ["analytical.example", "engines.example"] },
    answer: { status: 200, description: "The updated company.", ...companyAnswer },
    errors: { 400: domainTaken, 404: COMPANY_NOT_FOUND, 409: "One of these domains belongs to another company" },
    handler: async ({ ctx, params, body }) => ok(companyApiJson(await updateCompany(ctx, String(params.id), body))),
  }),
  defineRoute({
    method: "delete",
    path: "/companies/:id",
    operationId: "deleteCompany",
    tag: "Companies",
    summary: "Delete a company",
    description:
      "Deletes the company. Its people are kept, unlinked from it (whoever had it as primary company has none after); its tasks and activities are kept without it; its deals are kept without a company (`deals=keep`, the default) or deleted with it (`deals=delete`). Nothing else is deleted.",
    access: "workspace",
    params: id,
    query: z.object({
      deals: z
        .enum(COMPANY_DEALS_ON_DELETE, { error: "Deals must be keep or delete" })
        .optional()
        .meta({ description: "What becomes of its deals: `keep` them without a company (default) or `delete` them." }),
    }),
    queryCheckedBy: "service",
    answer: {
      status: 200,
      description: "The deleted company's id, and what became of its people and deals.",
      schema: deletedCompanySchema,
      example: { id: companyApiExample.id, unlinkedPeople: 3, keptDeals: 2, deletedDeals: 0 },
    },
    errors: { 400: "Deals must be keep or delete", 404: COMPANY_NOT_FOUND },
    handler: async ({ ctx, params, query }) =>
      ok(await deleteCompany(ctx, String(params.id), { deals: query.deals as "keep" | "delete" | undefined })),
  }),
  ...customerCompanyRoutes,
];
