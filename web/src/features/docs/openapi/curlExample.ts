import { mediaTypeExample } from "./exampleValue.ts";
import type { ApiOperation } from "./groupOperations.ts";
import type { OpenApiDocument, ParameterObject, RequestBodyObject } from "./openApiDocument.ts";
import { isBearer, operationSecurity } from "./operationSecurity.ts";
import { resolveReference } from "./resolveReference.ts";

const JSON_MEDIA_TYPE = "application/json";

/** The document's first server as an absolute URL (a relative one is taken from the page's origin). */
export function serverUrl(document: OpenApiDocument, pageOrigin: string): string {
  return new URL(document.servers?.[0]?.url ?? "/", pageOrigin).href.replace(/\/$/, "");
}

/** A parameter's own example, if the document gives one (a made-up "string" would only mislead). */
function parameterExample(document: OpenApiDocument, parameter: ParameterObject): unknown {
  const [named] = Object.values(parameter.examples ?? {});
  return (
    parameter.example ??
    (named === undefined ? undefined : resolveReference(document, named).value) ??
    parameter.schema?.example ??
    parameter.schema?.examples?.[0]
  );
}

/** A parameter's example for a URL, or `{name}` for the reader to fill in. */
function urlValue(document: OpenApiDocument, parameter: ParameterObject): string {
  const example = parameterExample(document, parameter);
  return example === undefined ? `{${parameter.name}}` : encodeURIComponent(String(example));
}

/** Wraps text in single quotes for a POSIX shell (a quote inside becomes '\''). */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function urlOf(document: OpenApiDocument, { path, parameters }: ApiOperation, base: string): string {
  const filled = path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === "path" && candidate.name === name);
    return parameter ? urlValue(document, parameter) : placeholder;
  });
  const query = parameters
    .filter((parameter) => parameter.in === "query" && parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${urlValue(document, parameter)}`)
    .join("&");
  return `${base}${filled}${query ? `?${query}` : ""}`;
}

function credentialHeader(document: OpenApiDocument, { operation }: ApiOperation): string[] {
  const schemes = operationSecurity(document, operation).map(({ scheme }) => scheme);
  const scheme = schemes.find(isBearer) ?? schemes[0];
  if (!scheme) return [];
  if (isBearer(scheme)) return [`-H "Authorization: Bearer $API_KEY"`];
  if (scheme.type === "apiKey" && scheme.in === "cookie") return [`-H "Cookie: ${scheme.name}=$BRAMBLE_SESSION"`];
  if (scheme.type === "apiKey" && scheme.in === "header") return [`-H "${scheme.name}: $API_KEY"`];
  return [];
}

function bodyArguments(document: OpenApiDocument, { operation }: ApiOperation): string[] {
  if (!operation.requestBody) return [];
  const body = resolveReference<RequestBodyObject>(document, operation.requestBody);
  const [mediaType, media] = Object.entries(body.content ?? {}).find(([type]) => type === JSON_MEDIA_TYPE) ??
    Object.entries(body.content ?? {})[0] ?? [undefined, undefined];
  if (!mediaType || !media) return [];
  const example = mediaTypeExample(document, media);
  const text = typeof example === "string" ? example : JSON.stringify(example ?? {});
  return [`-H "Content-Type: ${mediaType}"`, `-d ${shellQuote(text)}`];
}

/**
 * The operation as a curl command: the server's URL with example path (and required query)
 * parameters, `{name}` where the document gives no example, the credential it takes (the API key
 * from $API_KEY), and its example body.
 */
export function curlExample(document: OpenApiDocument, api: ApiOperation, pageOrigin: string): string {
  const method = api.method === "get" ? "" : ` -X ${api.method.toUpperCase()}`;
  const headers = api.parameters
    .filter((parameter) => parameter.in === "header" && parameter.required)
    .map(
      (parameter) =>
        `-H "${parameter.name}: ${String(parameterExample(document, parameter) ?? `{${parameter.name}}`)}"`,
    );
  return [
    `curl${method} "${urlOf(document, api, serverUrl(document, pageOrigin))}"`,
    ...credentialHeader(document, api),
    ...headers,
    ...bodyArguments(document, api),
  ].join(" \\\n  ");
}
