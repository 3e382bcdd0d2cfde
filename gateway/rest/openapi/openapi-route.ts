import { z } from "zod";
import type { Context } from "#core/context.ts";
import { defineRoute, ok } from "../route.ts";

/**
 * `GET /api/openapi.json`: the document, built once by the router that serves it; asked with a key or a
 * session, with the caller's workspace's own fields typed in each record's `customFields`.
 */
export function openApiRoute(document: (ctx: Context) => object | Promise<object>) {
  return defineRoute({
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApiDocument",
    tag: "Reference",
    summary: "This API's OpenAPI document",
    description:
      "The OpenAPI 3.1 document of every `/api` route, generated from the schemas the routes validate with. Asked with an API key or a session, each record's `customFields` lists the workspace's own fields as typed properties.",
    access: "public",
    answer: {
      status: 200,
      description: "The OpenAPI document.",
      schema: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
      example: { openapi: "3.1.0", info: { title: "Bramble CRM API", version: "1.0.0" }, paths: {} },
    },
    handler: async ({ ctx }) => ok(await document(ctx)),
  });
}
