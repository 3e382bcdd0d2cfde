import type { ObjectRef } from "@pothos/core";
import { builder, type SchemaTypes } from "./builder.ts";
import type { Connection } from "./pagination.ts";

const PageInfo = builder.objectRef<Connection<unknown>["pageInfo"]>("PageInfo").implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    hasPreviousPage: t.exposeBoolean("hasPreviousPage"),
    startCursor: t.exposeString("startCursor", { nullable: true }),
    endCursor: t.exposeString("endCursor", { nullable: true }),
  }),
});

/** `<Name>Connection` and `<Name>Edge` types, Relay-style, with totalCount. */
export function connectionType<Node>(name: string, node: ObjectRef<SchemaTypes, Node>) {
  const Edge = builder.objectRef<Connection<Node>["edges"][number]>(`${name}Edge`).implement({
    fields: (t) => ({
      cursor: t.exposeString("cursor"),
      node: t.expose("node", { type: node }),
    }),
  });
  return builder.objectRef<Connection<Node>>(`${name}Connection`).implement({
    fields: (t) => ({
      edges: t.field({ type: [Edge], resolve: (connection) => connection.edges }),
      pageInfo: t.field({ type: PageInfo, resolve: (connection) => connection.pageInfo }),
      totalCount: t.exposeInt("totalCount"),
    }),
  });
}

export const DeletePayload = builder.objectRef<{ id: string }>("DeletePayload").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

export const SortDirection = builder.enumType("SortDirection", { values: ["asc", "desc"] as const });
