import { z } from "zod";
import { workspaceCurrency } from "#core/api/money.ts";
import { customerApiExample, customerApiJson, customerApiSchema } from "#schema/customers/customers.api.ts";
import {
  CUSTOMER_EMAIL_TAKEN,
  CUSTOMER_NOT_FOUND,
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  patchCustomer,
  updateCustomer,
} from "#schema/customers/customers.service.ts";
import {
  CUSTOMER_ORDER_FIELDS,
  customerFilter,
  customerInput,
  customerPatch,
} from "#schema/customers/customers.rules.ts";
import { deletedSchema, idParam } from "./answers.ts";
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

const filters = customerFilter.unwrap().unwrap().shape;

/**
 * The customers screen's filters and sort, as query parameters (the CSV export takes them too): for the
 * OpenAPI document only. The service checks the query, once, with its list input (customers.list.rules.ts).
 */
export const customerListParams = {
  search: filterParam(filters.search, "Matches name, e-mail or company; 3+ characters rank the best match first."),
  status: filterParam(filters.status, "Only customers with this status."),
  sort: sortParam(CUSTOMER_ORDER_FIELDS),
};

/** The list's own filters, by their query parameter names (the service's `filter` fields). */
export const CUSTOMER_FILTER_NAMES = ["search", "status"] as const;

const customerAnswer = { schema: customerApiSchema, example: customerApiExample };
const id = idParam("customer", customerApiExample);

export const customerRoutes = [
  defineRoute({
    method: "get",
    path: "/customers",
    operationId: "listCustomers",
    tag: "Customers",
    summary: "List customers",
    description:
      "A page of the workspace's customers, newest first unless sorted; a search without a sort comes best match first.",
    access: "workspace",
    query: z.object({ ...pageParams, ...customerListParams }),
    queryCheckedBy: "service",
    answer: listAnswer("A page of customers.", customerAnswer),
    errors: { 400: "Status must be lead, active or inactive" },
    handler: async ({ ctx, query }) => {
      const input = restListInput(query, CUSTOMER_FILTER_NAMES);
      const connection = await withRestNames(query, () => listCustomers(ctx, input));
      return ok(await toListResponse(connection, (row) => customerApiJson(row, workspaceCurrency(ctx))));
    },
  }),
  defineRoute({
    method: "post",
    path: "/customers",
    operationId: "createCustomer",
    tag: "Customers",
    summary: "Create a customer",
    description:
      "Name and e-mail are required; the e-mail must be unique in the workspace, ignoring case. `companyId` names the person's primary company; `company` as text makes the workspace's oldest company of that name (trimmed, ignoring case) the primary one, creating it when there is none. With neither, a person whose e-mail domain a company owns is linked to it (unless the workspace turned that off, or the address is free mail).",
    access: "workspace",
    body: customerInput,
    answer: { status: 201, description: "The new customer.", ...customerAnswer },
    errors: { 409: CUSTOMER_EMAIL_TAKEN },
    handler: async ({ ctx, body }) => created(customerApiJson(await createCustomer(ctx, body), workspaceCurrency(ctx))),
  }),
  defineRoute({
    method: "get",
    path: "/customers/:id",
    operationId: "getCustomer",
    tag: "Customers",
    summary: "Read a customer",
    description: "One customer of the workspace.",
    access: "workspace",
    params: id,
    answer: { status: 200, description: "The customer.", ...customerAnswer },
    errors: { 404: CUSTOMER_NOT_FOUND },
    handler: async ({ ctx, params }) =>
      ok(customerApiJson(await getCustomer(ctx, String(params.id)), workspaceCurrency(ctx))),
  }),
  defineRoute({
    method: "put",
    path: "/customers/:id",
    operationId: "replaceCustomer",
    tag: "Customers",
    summary: "Update a customer (legacy)",
    description:
      "The legacy client's update: name and e-mail are required, optional fields left out keep their value. New clients use PATCH.",
    access: "workspace",
    params: id,
    body: customerInput,
    answer: { status: 200, description: "The updated customer.", ...customerAnswer },
    errors: { 404: CUSTOMER_NOT_FOUND, 409: CUSTOMER_EMAIL_TAKEN },
    handler: async ({ ctx, params, body }) =>
      ok(customerApiJson(await updateCustomer(ctx, String(params.id), body), workspaceCurrency(ctx))),
  }),
  defineRoute({
    method: "patch",
    path: "/customers/:id",
    operationId: "updateCustomer",
    tag: "Customers",
    summary: "Update a customer",
    description:
      'Changes the fields given; the rest are kept. `null` or an empty string clears an optional text field. `company` (text) or `companyId` changes the primary company: the previous one stays linked, not primary; `""` or `null` leaves none.',
    access: "workspace",
    params: id,
    body: customerPatch,
    answer: { status: 200, description: "The updated customer.", ...customerAnswer },
    errors: { 400: "Please enter a valid email address", 404: CUSTOMER_NOT_FOUND, 409: CUSTOMER_EMAIL_TAKEN },
    handler: async ({ ctx, params, body }) =>
      ok(customerApiJson(await patchCustomer(ctx, String(params.id), body), workspaceCurrency(ctx))),
  }),
  defineRoute({
    method: "delete",
    path: "/customers/:id",
    operationId: "deleteCustomer",
    tag: "Customers",
    summary: "Delete a customer",
    description: "Deletes the customer with their deals, tasks and activities.",
    access: "workspace",
    params: id,
    answer: {
      status: 200,
      description: "The deleted customer's id.",
      schema: deletedSchema,
      example: { id: customerApiExample.id },
    },
    errors: { 404: CUSTOMER_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(await deleteCustomer(ctx, String(params.id))),
  }),
];
