import { z } from "zod";
import { apiId } from "#core/api/api-types.ts";
import { filterId } from "#core/text.rules.ts";
import { COMPANY_NOT_FOUND } from "#schema/companies/companies.service.ts";

// Answer shapes several routes share.

export const deletedSchema = z
  .strictObject({ id: apiId })
  .meta({ title: "Deleted", description: "The id of what was deleted." });

export const messageSchema = z.strictObject({ message: z.string() }).meta({ title: "Message" });

/** A path parameter as the document describes it; the example makes the reference page's curl commands runnable as shown. */
export type PathParam = { description: string; example: string };

/** The `:id` of an item route, with the id of the resource's example as its example. */
export function idParam(resource: string, example: { id: string }): Record<"id", PathParam> {
  return {
    id: {
      description: `The ${resource}'s id (a UUID); another workspace's id is 404 like a missing one.`,
      example: example.id,
    },
  };
}

/** `?companyId=`: only the rows of one company (the list's service checks it). */
export function companyIdParam(rows: string) {
  return filterId(COMPANY_NOT_FOUND)
    .unwrap()
    .unwrap()
    .optional()
    .meta({ description: `Only the ${rows} of this company.` });
}
