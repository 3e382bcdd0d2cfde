import { NO_INDEX, type FilterFields } from "#core/lists/filter-fields.rules.ts";

/**
 * The fields a filter tree may name on the companies list. The name (and the domains, through the same
 * search text) is matched through the lower-cased search text and its trigram index
 * (companies_search_trgm_idx).
 */
export const COMPANY_FILTER_FIELDS: FilterFields = {
  list: "companies",
  table: "companies",
  fields: {
    id: { type: "id", path: ["id"] },
    name: { type: "string", path: ["name"], searchColumn: "searchText" },
    industry: { type: "string", path: ["industry"] },
    size: { type: "number", path: ["size"], nullable: true },
    ownerId: { type: "id", path: ["ownerId"], nullable: true },
    createdAt: { type: "date", path: ["createdAt"] },
    updatedAt: { type: "date", path: ["updatedAt"] },
  },
  refused: {
    domains: "search finds a company by its domain (the search parameter)",
    phone: NO_INDEX,
    website: NO_INDEX,
    address: NO_INDEX,
    notes: NO_INDEX,
    isSample: NO_INDEX,
  },
};
