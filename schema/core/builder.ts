import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import type PrismaTypes from "#prisma/generated/pothos-types.ts";
import { getDatamodel } from "#prisma/generated/pothos-types.ts";
import type { Context } from "./context.ts";

type BuilderTypes = {
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    ID: { Input: string; Output: string };
  };
};

export type SchemaTypes = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export const builder = new SchemaBuilder<BuilderTypes>({
  plugins: [PrismaPlugin],
  defaultFieldNullability: false,
  prisma: {
    // Relations Pothos loads on its own go through the request's workspace client, like everything else.
    client: (context) => context.workspace?.db ?? context.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
});

builder.queryType({});
builder.mutationType({});

export const MessagePayload = builder.objectRef<{ message: string }>("MessagePayload").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});
