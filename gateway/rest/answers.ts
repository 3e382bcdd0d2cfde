import { z } from "zod";
import { apiId } from "../../schema/api/api-types.ts";

// Answer shapes several routes share.

export const deletedSchema = z.strictObject({ id: apiId }).meta({ description: "The id of what was deleted." });

export const messageSchema = z.strictObject({ message: z.string() });

/** The `:id` of an item route. */
export function idParam(resource: string) {
  return { id: `The ${resource}'s id (a UUID); another workspace's id is 404 like a missing one.` };
}
