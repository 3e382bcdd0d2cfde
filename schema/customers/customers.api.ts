import type { Customer } from "../../prisma/generated/prisma/client.ts";
import { CURRENCY } from "../api/money.ts";

/**
 * A customer as the REST API and webhooks show one: without the columns the database derives for
 * search and uniqueness, and with the value's currency.
 */
export function customerApiJson({
  searchText: _searchText,
  emailNormalized: _emailNormalized,
  emailDuplicate: _emailDuplicate,
  ...customer
}: Customer) {
  return { ...customer, currency: CURRENCY };
}
