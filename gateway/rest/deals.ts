import { z } from "zod";
import { workspaceCurrency } from "#core/api/money.ts";
import { companyApiExample } from "#schema/companies/companies.api.ts";
import { assertCompanyFound, COMPANY_NOT_FOUND } from "#schema/companies/companies.service.ts";
import { customerApiExample } from "#schema/customers/customers.api.ts";
import { CUSTOMER_NOT_FOUND } from "#schema/customers/customers.service.ts";
import { dealApiExample, dealApiJson } from "#schema/deals/deals.api.ts";
import { DEAL_MESSAGES, dealInput, dealPatch } from "#schema/deals/deals.rules.ts";
import {
  createDeal,
  DEAL_NOT_FOUND,
  deleteDeal,
  getDeal,
  listCustomerDeals,
  listDeals,
  patchDeal,
} from "#schema/deals/deals.service.ts";
import { deletedSchema, idParam } from "./answers.ts";
import {
  CUSTOMER_DEAL_FILTER_NAMES,
  DEAL_FILTER_NAMES,
  dealAnswer,
  dealFilterParams,
  dealId as id,
} from "./deal-params.ts";
import { listAnswer, pageParams, restListInput, toListResponse, withRestNames } from "./list-params.ts";
import { created, defineRoute, ok } from "./route.ts";

const { stage, customerId, companyId, ownerId, search, sort } = dealFilterParams;
const dealList = listAnswer("A page of deals.", dealAnswer);

export const dealRoutes = [
  defineRoute({
    method: "get",
    path: "/deals",
    operationId: "listDeals",
    tag: "Deals",
    summary: "List deals",
    description:
      "A page of the workspace's deals, newest first unless sorted; by close date, open deals come last; `sort=stage` is the board's order.",
    access: "workspace",
    query: z.object({ ...pageParams, stage, customerId, companyId, ownerId, search, sort }),
    queryCheckedBy: "service",
    answer: dealList,
    errors: { 400: DEAL_MESSAGES.stage },
    handler: async ({ ctx, query }) => {
      const input = restListInput(query, DEAL_FILTER_NAMES);
      const connection = await withRestNames(query, () => listDeals(ctx, input));
      return ok(await toListResponse(connection, (row) => dealApiJson(row, workspaceCurrency(ctx))));
    },
  }),
  defineRoute({
    method: "get",
    path: "/customers/:id/deals",
    operationId: "listCustomerDeals",
    tag: "Deals",
    summary: "List a customer's deals",
    description: "The customer's deals, filtered and sorted as the deals list.",
    access: "workspace",
    params: idParam("customer", customerApiExample),
    query: z.object({ ...pageParams, stage, ownerId, search, sort }),
    queryCheckedBy: "service",
    answer: dealList,
    errors: { 400: DEAL_MESSAGES.sortField, 404: CUSTOMER_NOT_FOUND },
    handler: async ({ ctx, params, query }) => {
      const input = restListInput(query, CUSTOMER_DEAL_FILTER_NAMES);
      const connection = await withRestNames(query, () => listCustomerDeals(ctx, String(params.id), input));
      return ok(await toListResponse(connection, (row) => dealApiJson(row, workspaceCurrency(ctx))));
    },
  }),
  defineRoute({
    method: "get",
    path: "/companies/:id/deals",
    operationId: "listCompanyDeals",
    tag: "Deals",
    summary: "List a company's deals",
    description: "The deals with the company, filtered and sorted as the deals list.",
    access: "workspace",
    params: idParam("company", companyApiExample),
    query: z.object({ ...pageParams, stage, ownerId, search, sort }),
    queryCheckedBy: "service",
    answer: dealList,
    errors: { 400: DEAL_MESSAGES.sortField, 404: COMPANY_NOT_FOUND },
    handler: async ({ ctx, params, query }) => {
      const company = String(params.id);
      await assertCompanyFound(ctx, company);
      const input = restListInput(query, CUSTOMER_DEAL_FILTER_NAMES);
      const filter = { ...input.filter, companyId: company };
      const connection = await withRestNames(query, () => listDeals(ctx, { ...input, filter }));
      return ok(await toListResponse(connection, (row) => dealApiJson(row, workspaceCurrency(ctx))));
    },
  }),
  defineRoute({
    method: "post",
    path: "/deals",
    operationId: "createDeal",
    tag: "Deals",
    summary: "Create a deal",
    description:
      "A deal for one of the workspace's customers (its primary contact), at the top of its stage's column, optionally with a company (`companyId`) and other contacts (`contactIds`, never the primary one); owned by the caller unless `ownerId` names another member (or null); created in a closed stage, it is closed at `closedAt`, or now.",
    access: "workspace",
    body: dealInput,
    answer: { status: 201, description: "The new deal.", ...dealAnswer },
    handler: async ({ ctx, body }) => created(dealApiJson(await createDeal(ctx, body), workspaceCurrency(ctx))),
  }),
  defineRoute({
    method: "get",
    path: "/deals/:id",
    operationId: "getDeal",
    tag: "Deals",
    summary: "Read a deal",
    description: "One deal of the workspace.",
    access: "workspace",
    params: id,
    answer: { status: 200, description: "The deal.", ...dealAnswer },
    errors: { 404: DEAL_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(dealApiJson(await getDeal(ctx, String(params.id)), workspaceCurrency(ctx))),
  }),
  defineRoute({
    method: "patch",
    path: "/deals/:id",
    operationId: "updateDeal",
    tag: "Deals",
    summary: "Update a deal",
    description:
      "Changes the fields given; the rest are kept. `contactIds` is the whole set of other contacts (those who stay keep their roles; set one with `PUT /api/deals/{id}/contacts/{customerId}`), `companyId: null` leaves the deal without a company. Entering another stage puts the deal at the top of its column and notes the change on the customer's timeline; entering a closed stage closes the deal (at `closedAt`, or now), reopening clears `closedAt`.",
    access: "workspace",
    params: id,
    body: dealPatch,
    answer: { status: 200, description: "The updated deal.", ...dealAnswer },
    errors: { 400: "Value cannot be negative", 404: DEAL_NOT_FOUND },
    handler: async ({ ctx, params, body }) =>
      ok(dealApiJson(await patchDeal(ctx, String(params.id), body), workspaceCurrency(ctx))),
  }),
  defineRoute({
    method: "delete",
    path: "/deals/:id",
    operationId: "deleteDeal",
    tag: "Deals",
    summary: "Delete a deal",
    description: "Deletes the deal.",
    access: "workspace",
    params: id,
    answer: {
      status: 200,
      description: "The deleted deal's id.",
      schema: deletedSchema,
      example: { id: dealApiExample.id },
    },
    errors: { 404: DEAL_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(await deleteDeal(ctx, String(params.id))),
  }),
];
