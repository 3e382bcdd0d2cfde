import { hopFields, NO_INDEX, type FilterFields } from "#core/lists/filter-fields.rules.ts";
import { COMPANY_FILTER_FIELDS } from "#schema/companies/companies.filter.rules.ts";
import { CUSTOMER_STATUSES } from "./customers.rules.ts";

/** A person's primary company: of their company links, the one marked primary (at most one is). */
export const PRIMARY_COMPANY = { relation: "companies", where: { isPrimary: true }, to: "company" };

/**
 * The fields a filter tree may name on the customers list. Name, company and e-mail are matched
 * through the lower-cased search text and its trigram index (customers_search_trgm_idx). One hop
 * reaches the person's primary company: `company.id`, `company.name`, `company.industry`, `company.size`
 * (a person without one has none of them: empty).
 */
export const CUSTOMER_FILTER_FIELDS: FilterFields = {
  list: "customers",
  table: "customers",
  fields: {
    id: { type: "id", path: ["id"] },
    name: { type: "string", path: ["name"], searchColumn: "searchText" },
    email: { type: "string", path: ["email"], searchColumn: "searchText", index: "search" },
    company: { type: "string", path: ["company"], searchColumn: "searchText" },
    status: { type: "enum", path: ["status"], values: CUSTOMER_STATUSES },
    valueCents: { type: "number", path: ["valueCents"] },
    ownerId: { type: "id", path: ["ownerId"], nullable: true },
    createdAt: { type: "date", path: ["createdAt"] },
    ...hopFields("company", PRIMARY_COMPANY, COMPANY_FILTER_FIELDS, ["id", "name", "industry", "size"]),
  },
  refused: { phone: NO_INDEX, notes: NO_INDEX, isSample: NO_INDEX, updatedAt: NO_INDEX },
};
