import { NO_INDEX, type FilterFields } from "#core/lists/filter-fields.rules.ts";
import { TASK_PRIORITIES } from "./tasks.rules.ts";

/**
 * The fields a filter tree may name on the tasks list. Title and description have only the search
 * field's expression index (tasks_search_trgm_idx), which a Prisma condition cannot spell: refused.
 */
export const TASK_FILTER_FIELDS: FilterFields = {
  list: "tasks",
  table: "tasks",
  fields: {
    id: { type: "id", path: ["id"] },
    dueAt: { type: "date", path: ["dueAt"], nullable: true },
    priority: { type: "enum", path: ["priority"], values: TASK_PRIORITIES },
    completed: { type: "boolean", path: ["completedAt"], presenceOf: true },
    completedAt: { type: "date", path: ["completedAt"], nullable: true },
    assigneeId: { type: "id", path: ["assigneeId"], nullable: true },
    customerId: { type: "id", path: ["customerId"], nullable: true },
    companyId: { type: "id", path: ["companyId"], nullable: true },
    createdAt: { type: "date", path: ["createdAt"] },
  },
  refused: { title: NO_INDEX, description: NO_INDEX, isSample: NO_INDEX, updatedAt: NO_INDEX },
};
