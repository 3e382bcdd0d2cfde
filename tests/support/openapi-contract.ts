import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { Response } from "supertest";
import { restRoutes } from "#gateway/rest/index.ts";
import { buildOpenApiDocument } from "#gateway/rest/openapi/openapi-document.ts";

type MediaTypes = Record<string, { schema: object }>;
type Operation = { responses: Record<string, { content: MediaTypes }> };
type Document = { paths: Record<string, Record<string, Operation>> };

const OPTIONS = { apiRateLimit: 1000 };
export const openApiDocument = buildOpenApiDocument(restRoutes(OPTIONS), OPTIONS) as unknown as Document;

const DOCUMENT_ID = "https://crm.test/openapi.json";
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openApiDocument, DOCUMENT_ID);
const validators = new Map<string, ValidateFunction>();

/** A validator for the schema at a place in the document, named by the keys leading to it. */
export function validatorAt(...keys: string[]): ValidateFunction {
  const pointer = keys.map((key) => key.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

export function errorsText(validate: ValidateFunction): string {
  return ajv.errorsText(validate.errors);
}

/** The document's path template a request path falls under, preferring fixed segments (`export.csv` over `{id}`). */
export function matchPath(path: string): string | undefined {
  const candidates = Object.keys(openApiDocument.paths).filter((template) =>
    new RegExp(`^${template.replace(/\./g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
  );
  return candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

/** An answer as the document is checked against it: what was asked, and what came back. */
export type ApiAnswer = {
  method: string;
  /** The request's path, without its query. */
  path: string;
  status: number;
  /** The media type, without parameters. */
  mediaType: string;
  /** The parsed JSON for a JSON answer, the text otherwise (undefined for a download read as a stream). */
  body: unknown;
};

/**
 * Fails unless a `/api` answer is one the OpenAPI document describes: its status for that operation,
 * its media type for that status, and its body against that media type's schema. Only an undocumented
 * path or method may answer the 404 fallback.
 */
export function checkAnswerAgainstDocument({ method: requestMethod, path, status, mediaType, body }: ApiAnswer) {
  const method = requestMethod.toLowerCase();
  if (!path.startsWith("/api/") || method === "head" || method === "options") return;
  const template = matchPath(path);
  const operation = template ? openApiDocument.paths[template]?.[method] : undefined;
  const where = `${requestMethod} ${path}`;
  if (!template || !operation) {
    if (status !== 404) throw new Error(`${where} is not in the OpenAPI document but answered ${status}`);
    return;
  }
  const answer = operation.responses[status];
  if (!answer) throw new Error(`${where} answered ${status}, which the document does not list for it`);
  if (!answer.content[mediaType]) {
    throw new Error(`${where} answered ${status} as "${mediaType}", which the document does not list`);
  }
  const validate = validatorAt("paths", template, method, "responses", String(status), "content", mediaType, "schema");
  // A download the test read as a stream has no text to check; its status and type were checked above.
  if (body === undefined) return;
  if (!validate(body)) {
    throw new Error(`${where} ${status} does not match the document: ${errorsText(validate)}`);
  }
}

/** checkAnswerAgainstDocument for a supertest answer. */
export function checkAgainstDocument(response: Response) {
  const { req: request } = response as unknown as { req: { method: string; path: string } };
  const mediaType =
    String(response.headers["content-type"] ?? "")
      .split(";")[0]
      ?.trim() ?? "";
  const text = typeof response.text === "string" ? response.text : undefined;
  checkAnswerAgainstDocument({
    method: request.method,
    path: request.path.split("?")[0] ?? "",
    status: response.status,
    mediaType,
    body: mediaType.endsWith("json") ? response.body : text,
  });
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** A supertest client whose every request is checked against the document (see checkAgainstDocument). */
export function checkedAgainstDocument<Client extends object>(client: Client): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (typeof property === "string" && METHODS.has(property)) {
        return (...args: unknown[]) => value.apply(target, args).expect(checkAgainstDocument);
      }
      return value.bind(target);
    },
  });
}
