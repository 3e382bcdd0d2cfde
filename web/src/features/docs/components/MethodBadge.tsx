import type { HttpMethod } from "../openapi/openApiDocument.ts";

export type MethodBadgeProps = {
  method: HttpMethod;
};

/** An operation's HTTP method, in its colour. */
export function MethodBadge({ method }: MethodBadgeProps) {
  return <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span>;
}
