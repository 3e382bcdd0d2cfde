import { lexicographicSortSchema, printSchema } from "graphql";
import { builder } from "./builder.ts";
import "./auth/auth.graphql.ts";
import "./content/content.graphql.ts";

export const schema = builder.toSchema();

export function printSortedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
