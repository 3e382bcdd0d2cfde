import { z } from "zod";
import { defineRoute, ok } from "../route.ts";

/** `GET /api/openapi.json`: the document, built once by the router that serves it. */
export function openApiRoute(document: () => object) {
  return defineRoute({
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApiDocument",
    tag: "Reference",
    summary: "This API's OpenAPI document",
    description: "The OpenAPI 3.1 document of every `/api` route, generated from the schemas the routes validate with.",
    access: "public",
    answer: {
      status: 200,
      description: "The OpenAPI document.",
      schema: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
      example: { openapi: "3.1.0", info: { title: "Bramble CRM API", version: "1.0.0" }, paths: {} },
    },
    handler: () => ok(document()),
  });
}
