import { NO_INDEX, type FilterFields } from "#core/lists/filter-fields.rules.ts";
import { ACTIVITY_TYPES } from "./activities.rules.ts";

/**
 * The fields a filter tree may name on the activities list. The title has only the search field's
 * expression index (activities_search_trgm_idx), which a Prisma condition cannot spell: refused.
 */
export const ACTIVITY_FILTER_FIELDS: FilterFields = {
  list: "activities",
  table: "activities",
  fields: {
    id: { type: "id", path: ["id"] },
    type: { type: "enum", path: ["type"], values: ACTIVITY_TYPES },
    occurredAt: { type: "date", path: ["occurredAt"] },
    customerId: { type: "id", path: ["customerId"], nullable: true },
    companyId: { type: "id", path: ["companyId"], nullable: true },
    authorId: { type: "id", path: ["authorId"], nullable: true },
  },
  refused: { title: NO_INDEX, description: NO_INDEX, isSample: NO_INDEX, createdAt: NO_INDEX },
};
