import type { ArgBuilder, ObjectRef } from "@pothos/core";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "../context.ts";
import { builder, type SchemaTypes } from "../builder.ts";
import type { Connection } from "./list-page.ts";
import { listSize } from "./list-size.ts";
import { COUNT_CAP } from "./lists.rules.ts";
import { FILTER_OPERATORS } from "./filter-fields.rules.ts";
import { MAX_FILTER_DEPTH, MAX_FILTER_LEAVES } from "./filter-tree.rules.ts";
import { JSONScalar } from "../scalars.ts";

const PageInfo = builder.objectRef<Connection<unknown>["pageInfo"]>("PageInfo").implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    hasPreviousPage: t.exposeBoolean("hasPreviousPage"),
    startCursor: t.exposeString("startCursor", { nullable: true }),
    endCursor: t.exposeString("endCursor", { nullable: true }),
  }),
});

/** `<Name>Connection` and `<Name>Edge` types, Relay-style; the total is counted only when selected. */
export function connectionType<Node>(name: string, node: ObjectRef<SchemaTypes, Node>) {
  const Edge = builder.objectRef<Connection<Node>["edges"][number]>(`${name}Edge`).implement({
    fields: (t) => ({
      cursor: t.exposeString("cursor"),
      node: t.expose("node", { type: node }),
    }),
  });
  return builder.objectRef<Connection<Node>>(`${name}Connection`).implement({
    fields: (t) => ({
      edges: t.field({
        type: [Edge],
        extensions: listSize({ kind: "connectionItems" }),
        resolve: (connection) => connection.edges,
      }),
      pageInfo: t.field({ type: PageInfo, resolve: (connection) => connection.pageInfo }),
      totalCount: t.int({
        description: `How many rows the list holds; for a filtered list, at most ${COUNT_CAP} (see totalCountIsLowerBound).`,
        resolve: async (connection) => (await connection.total()).count,
      }),
      totalCountIsLowerBound: t.boolean({
        description: `True when more than ${COUNT_CAP} rows match the filter: totalCount then says ${COUNT_CAP}, and there are more.`,
        resolve: async (connection) => (await connection.total()).isLowerBound,
      }),
    }),
  });
}

/** `first` rows `after` a cursor, or from `offset` (to jump to a page number). */
export function pageArgs(arg: ArgBuilder<SchemaTypes>) {
  return {
    first: arg.int(),
    after: arg.string(),
    offset: arg.int({ description: "Start at this row instead of after a cursor, to jump to a page." }),
  };
}

/**
 * What the request selected of a connection's rows (`edges.node`), as a Prisma include/select, so a
 * service reads the rows and the relations asked for in one query.
 */
export function nodeSelection(context: Context, info: GraphQLResolveInfo) {
  return queryFromInfo({ context, info, path: ["edges", "node"] });
}

export const SortDirection = builder.enumType("SortDirection", { values: ["asc", "desc"] as const });

/** A connection's filter tree, kept together with its other arguments (REST's `?filter=`). */
export function filterTreeArg(arg: ArgBuilder<SchemaTypes>) {
  return {
    filterTree: arg({
      type: JSONScalar,
      description:
        `A filter tree: {"and": [...]}, {"or": [...]}, {"not": {...}} and conditions {"field", "op", "value"} ` +
        `with op one of ${FILTER_OPERATORS.join(", ")}; at most ${MAX_FILTER_DEPTH} levels deep and ` +
        `${MAX_FILTER_LEAVES} conditions. Kept together with filter (both must hold).`,
    }),
  };
}
