import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { escapeLike } from "#core/lists/text-match.ts";
import type { SortKey } from "#core/lists/sort-keys.ts";
import { DEAL_STAGES, type DealFilter, type DealListOrder } from "./deals.rules.ts";

/**
 * The deals a filter keeps. The text is looked for in the deal's title and in its customer's name,
 * company and e-mail, ignoring case: each side reads its lower-cased search text through a trigram
 * index.
 */
export function dealWhere({ stage, customerId, companyId, ownerId, search }: DealFilter): Prisma.DealWhereInput {
  const text = search ? escapeLike(search.toLowerCase()) : "";
  return {
    ...(stage ? { stage } : {}),
    ...(customerId ? { customerId } : {}),
    ...(companyId ? { companyId } : {}),
    ...(ownerId ? { ownerId } : {}),
    ...(text ? { OR: [{ searchText: { contains: text } }, { customer: { searchText: { contains: text } } }] } : {}),
  };
}

export function isFiltered({ stage, customerId, companyId, ownerId, search }: DealFilter): boolean {
  return Boolean(stage || customerId || companyId || ownerId || search);
}

/** The pipeline's order: stage by stage, each as its board column shows it. */
export const BOARD_ORDER: DealListOrder = { field: "stage", direction: "asc" };

/** The sort keys of each order; each has its index (see the Deal model). */
export function dealSortKeys({ field, direction }: DealListOrder): SortKey[] {
  switch (field) {
    case "createdAt":
      return [{ field: "createdAt", kind: "date", direction }];
    case "closedAt":
      return [{ field: "closedAt", kind: "date", nulls: "last", direction }];
    case "title":
      return [{ field: "title", kind: "text", direction }];
    case "value":
      return [{ field: "valueCents", kind: "number", direction }];
    case "expectedCloseAt":
      return [{ field: "expectedCloseAt", kind: "date", nulls: "last", direction }];
    case "stage":
      return [
        { field: "stage", kind: { enum: DEAL_STAGES }, direction },
        { field: "position", kind: "number", direction },
      ];
  }
}
