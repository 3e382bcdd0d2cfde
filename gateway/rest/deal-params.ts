import { dealApiExample, dealApiSchema } from "#schema/deals/deals.api.ts";
import { DEAL_ORDER_FIELDS, dealFilter } from "#schema/deals/deals.rules.ts";
import { companyIdParam, idParam } from "./answers.ts";
import { filterParam, sortParam } from "./list-params.ts";

// What the deal routes share: the list's filters as query parameters, a deal as an answer, its `:id`.

const filters = dealFilter.unwrap().unwrap().shape;

export const dealFilterParams = {
  stage: filterParam(filters.stage, "Only deals in this stage."),
  customerId: filterParam(filters.customerId, "Only this customer's deals."),
  companyId: companyIdParam("deals"),
  ownerId: filterParam(filters.ownerId, "Only the deals this workspace member owns."),
  search: filterParam(filters.search, "Text in the title or the customer's name, company or e-mail (any case)."),
  sort: sortParam(DEAL_ORDER_FIELDS),
};

/**
 * The deals list's own filters, by their query parameter names (the service's `filter` fields). The
 * parameters above are for the OpenAPI document only: the service checks the query, once, with its list
 * input (deals.list.rules.ts).
 */
export const DEAL_FILTER_NAMES = ["stage", "customerId", "companyId", "ownerId", "search"] as const;

/** A customer's (or a company's) deals take the list's filters but the customer's and the company's. */
export const CUSTOMER_DEAL_FILTER_NAMES = ["stage", "ownerId", "search"] as const;

export const dealAnswer = { schema: dealApiSchema, example: dealApiExample };

export const dealId = idParam("deal", dealApiExample);
