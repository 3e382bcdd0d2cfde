import { z } from "zod";
import { customFieldsOfCaller } from "#schema/custom-fields/custom-fields.service.ts";
import { defineRoute, ok } from "../route.ts";
import { withCustomFields } from "./workspace-document.ts";

/**
 * `GET /api/openapi.json`: the document, built once by the router that serves it; asked with a key or a
 * session, with that workspace's custom fields as typed properties.
 */
export function openApiRoute(document: () => object) {
  return defineRoute({
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApiDocument",
    tag: "Reference",
    summary: "This API's OpenAPI document",
    description:
      "The OpenAPI 3.1 document of every `/api` route, generated from the schemas the routes validate with. Asked with an API key or a session, each record's `customFields` is described with the workspace's own fields as typed properties.",
    access: "public",
    answer: {
      status: 200,
      description: "The OpenAPI document.",
      schema: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
      example: { openapi: "3.1.0", info: { title: "Bramble CRM API", version: "1.0.0" }, paths: {} },
    },
    handler: async ({ ctx }) => {
      const fields = await customFieldsOfCaller(ctx);
      return ok(fields ? withCustomFields(document(), fields) : document());
    },
  });
}
