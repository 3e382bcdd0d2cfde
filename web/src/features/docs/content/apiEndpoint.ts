/** One REST endpoint as the API Reference shows it, and the helpers that write its examples. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export type ApiParameter = {
  name: string;
  /** Markdown-style text: `backticks` mark code. */
  description: string;
};

export type ApiEndpoint = {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Query parameters, or body fields for POST and PUT. */
  parameters: ReadonlyArray<ApiParameter>;
  parametersKind: "query" | "body" | "none";
  request: string;
  /** Status line, headers and body of a successful answer. */
  response: string;
};

export const AUTHORIZATION = "Authorization: Bearer <key>";

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function answer(status: string, body: unknown): string {
  return `${status}\nContent-Type: application/json\n\n${json(body)}`;
}

export function listAnswer(item: unknown, totalCount: number): string {
  return answer("200 OK", { data: [item], pageInfo: { hasNextPage: true, endCursor: "b2Zmc2V0OjA" }, totalCount });
}

export function jsonRequest(line: string, body: unknown): string {
  return `${line}\n${AUTHORIZATION}\nContent-Type: application/json\n\n${json(body)}`;
}

/** A request with a JSON body and no API key (the account endpoints work without one). */
export function publicJsonRequest(line: string, body: unknown): string {
  return `${line}\nContent-Type: application/json\n\n${json(body)}`;
}

export const SESSION_COOKIE = "Cookie: bramble_session=<session>";

/** A request of the signed-in person's own (their account's settings): a session, never an API key. */
export function sessionJsonRequest(line: string, body?: unknown): string {
  return body === undefined
    ? `${line}\n${SESSION_COOKIE}`
    : `${line}\n${SESSION_COOKIE}\nContent-Type: application/json\n\n${json(body)}`;
}

/** A CSV download: a header line, then one line per item; dates in ISO 8601, no line after the last. */
export function csvAnswer(list: string, lines: string[]): string {
  return [
    "200 OK",
    "Content-Type: text/csv; charset=utf-8",
    `Content-Disposition: attachment; filename="${list}-2026-11-25.csv"`,
    "",
    ...lines,
  ].join("\n");
}
