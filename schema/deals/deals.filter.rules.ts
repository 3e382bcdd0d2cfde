import { NO_INDEX, type FilterFields } from "#core/lists/filter-fields.rules.ts";
import { DEAL_STAGES } from "./deals.rules.ts";

/** The fields a filter tree may name on the deals list; the title is matched through deals_search_trgm_idx. */
export const DEAL_FILTER_FIELDS: FilterFields = {
  list: "deals",
  table: "deals",
  fields: {
    id: { type: "id", path: ["id"] },
    title: { type: "string", path: ["title"], searchColumn: "searchText" },
    customerId: { type: "id", path: ["customerId"] },
    companyId: { type: "id", path: ["companyId"], nullable: true },
    stage: { type: "enum", path: ["stage"], values: DEAL_STAGES },
    valueCents: { type: "number", path: ["valueCents"] },
    ownerId: { type: "id", path: ["ownerId"], nullable: true },
    expectedCloseAt: { type: "date", path: ["expectedCloseAt"], nullable: true },
    closedAt: { type: "date", path: ["closedAt"], nullable: true },
    createdAt: { type: "date", path: ["createdAt"] },
  },
  refused: { position: NO_INDEX, isSample: NO_INDEX, updatedAt: NO_INDEX },
};
