import { z } from "zod";
import { workspaceCurrency } from "#core/api/money.ts";
import type { Company, Customer, CustomerCompany } from "#prisma/generated/prisma/client.ts";
import { apiId } from "#core/api/api-types.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#core/lists/lists.rules.ts";
import { companyApiExample, companyApiJson, companyApiSchema } from "#schema/companies/companies.api.ts";
import { COMPANY_NOT_FOUND } from "#schema/companies/companies.service.ts";
import {
  customerCompanyLinkApiExample,
  customerCompanyLinkApiJson,
  customerCompanyLinkApiSchema,
} from "#schema/customers/customer-companies.api.ts";
import {
  linkCustomerToCompany,
  listCompanyLinksOfCustomer,
  listPeopleOfCompany,
  unlinkCustomerFromCompany,
} from "#schema/customers/customer-companies.service.ts";
import { customerApiExample, customerApiJson, customerApiSchema } from "#schema/customers/customers.api.ts";
import { customerCompanyLinkInput } from "#schema/customers/customers.rules.ts";
import { CUSTOMER_NOT_FOUND } from "#schema/customers/customers.service.ts";
import { idParam } from "./answers.ts";
import { wholeNumber } from "./list-params.ts";
import { defineRoute, ok } from "./route.ts";

// A person's links to companies (with their role there, one of them primary), read from either side.

/** A person's company: the link, with the company as the API shows it. */
const customerCompanySchema = customerCompanyLinkApiSchema
  .extend({ company: companyApiSchema })
  .meta({ title: "CustomerCompany", description: "A company the person works at, with their role there." });

/** A company's person: the link, with the customer as the API shows them. */
const companyPersonSchema = customerCompanyLinkApiSchema
  .extend({ customer: customerApiSchema })
  .meta({ title: "CompanyPerson", description: "A person who works at the company, with their role there." });

type LinkOf<Side> = CustomerCompany & Side;

function customerCompanyJson(link: LinkOf<{ company: Company }>) {
  return { ...customerCompanyLinkApiJson(link), company: companyApiJson(link.company) };
}

function companyPersonJson(link: LinkOf<{ customer: Customer }>, currency: string) {
  return { ...customerCompanyLinkApiJson(link), customer: customerApiJson(link.customer, currency) };
}

/** A short list (not a page): every link up to `limit`, at most MAX_PAGE_SIZE (more is refused). */
function shortList(title: string, item: z.ZodType) {
  return z.strictObject({ data: z.array(item) }).meta({ title });
}

const limitQuery = z.object({
  limit: wholeNumber("limit", `How many: ${DEFAULT_PAGE_SIZE} unless given, at most ${MAX_PAGE_SIZE}.`, {
    minimum: 1,
  }),
});

const customerId = idParam("customer", customerApiExample);
const linkExample = customerCompanyLinkApiExample;
const NOT_LINKED = "This person is not linked to that company";

export const customerCompanyRoutes = [
  defineRoute({
    method: "get",
    path: "/companies/:id/customers",
    operationId: "listCompanyPeople",
    tag: "Companies",
    summary: "List a company's people",
    description:
      "The people linked to the company, with their role there: those whose primary company it is first, then the latest linked first.",
    access: "workspace",
    params: idParam("company", companyApiExample),
    query: limitQuery,
    answer: {
      status: 200,
      description: "The company's people.",
      schema: shortList("CompanyPeople", companyPersonSchema),
      example: { data: [{ ...linkExample, customer: customerApiExample }] },
    },
    errors: { 404: COMPANY_NOT_FOUND },
    handler: async ({ ctx, params, query }) => {
      const links = await listPeopleOfCompany(ctx, String(params.id), query.limit, { include: { customer: true } });
      const currency = workspaceCurrency(ctx);
      return ok({ data: (links as LinkOf<{ customer: Customer }>[]).map((link) => companyPersonJson(link, currency)) });
    },
  }),
  defineRoute({
    method: "get",
    path: "/customers/:id/companies",
    operationId: "listCustomerCompanies",
    tag: "Customers",
    summary: "List a customer's companies",
    description:
      "The companies the person is linked to, with their role at each: the primary company (the one `company` names) first, then by name.",
    access: "workspace",
    params: customerId,
    query: limitQuery,
    answer: {
      status: 200,
      description: "The customer's companies.",
      schema: shortList("CustomerCompanies", customerCompanySchema),
      example: { data: [{ ...linkExample, company: companyApiExample }] },
    },
    errors: { 404: CUSTOMER_NOT_FOUND },
    handler: async ({ ctx, params, query }) => {
      const links = await listCompanyLinksOfCustomer(ctx, String(params.id), query.limit, {
        include: { company: true },
      });
      return ok({ data: (links as LinkOf<{ company: Company }>[]).map(customerCompanyJson) });
    },
  }),
  defineRoute({
    method: "post",
    path: "/customers/:id/companies",
    operationId: "linkCustomerToCompany",
    tag: "Customers",
    summary: "Link a customer to a company",
    description:
      "Links the person to the company with a role, or changes the role or primary mark of their link to it. `primary: true` makes it their primary company (the previous one stays linked, not primary) and their `company` its name; a person's first link is primary unless `primary: false`. A role left out is kept.",
    access: "workspace",
    params: customerId,
    body: customerCompanyLinkInput,
    bodyExample: { companyId: companyApiExample.id, role: linkExample.role, primary: true },
    answer: {
      status: 200,
      description: "The link as it now is, with its company.",
      schema: customerCompanySchema,
      example: { ...linkExample, company: companyApiExample },
    },
    errors: { 404: CUSTOMER_NOT_FOUND },
    handler: async ({ ctx, params, body }) => {
      const link = await linkCustomerToCompany(ctx, String(params.id), body, { include: { company: true } });
      return ok(customerCompanyJson(link as LinkOf<{ company: Company }>));
    },
  }),
  defineRoute({
    method: "delete",
    path: "/customers/:id/companies/:companyId",
    operationId: "unlinkCustomerFromCompany",
    tag: "Customers",
    summary: "Unlink a customer from a company",
    description: `Ends the person's link to the company; when it was their primary company they have none after (\`company\` becomes empty). Both records are kept. A person not linked to the company is 404 "${NOT_LINKED}".`,
    access: "workspace",
    params: {
      ...customerId,
      companyId: { description: "The company's id (a UUID).", example: companyApiExample.id },
    },
    answer: {
      status: 200,
      description: "The unlinked company's id.",
      schema: z.strictObject({ id: apiId }).meta({ title: "UnlinkedCompany" }),
      example: { id: companyApiExample.id },
    },
    errors: { 404: CUSTOMER_NOT_FOUND },
    handler: async ({ ctx, params }) =>
      ok(await unlinkCustomerFromCompany(ctx, String(params.id), String(params.companyId))),
  }),
];
