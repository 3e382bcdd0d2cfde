import type { OpenApiDocument, OperationObject, SecuritySchemeObject } from "./openApiDocument.ts";

export type NamedSecurityScheme = { name: string; scheme: SecuritySchemeObject };

export const isBearer = (scheme: SecuritySchemeObject) =>
  scheme.type === "http" && scheme.scheme?.toLowerCase() === "bearer";

/**
 * The credentials an operation takes: one scheme per accepted alternative (the operation's own
 * `security`, else the document's), or none when it also answers without credentials (`{}`).
 */
export function operationSecurity(document: OpenApiDocument, operation: OperationObject): NamedSecurityScheme[] {
  const requirements = operation.security ?? document.security ?? [];
  if (requirements.some((requirement) => Object.keys(requirement).length === 0)) return [];
  return requirements.flatMap((requirement) =>
    Object.keys(requirement).flatMap((name) => {
      const scheme = document.components?.securitySchemes?.[name];
      return scheme ? [{ name, scheme }] : [];
    }),
  );
}

/** A scheme in the reader's words: what to send. */
export function securitySchemeLabel(scheme: SecuritySchemeObject): string {
  if (isBearer(scheme)) return "API key (bearer token)";
  if (scheme.type === "apiKey" && scheme.in === "cookie") return `Session cookie (${scheme.name})`;
  if (scheme.type === "apiKey") return `${scheme.name} ${scheme.in}`;
  return scheme.scheme ? `${scheme.type} ${scheme.scheme}` : scheme.type;
}
