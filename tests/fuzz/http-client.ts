/** One request as the fuzzer sends it: the path is sent as written (already percent-encoded). */
export type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
};

export type FuzzAnswer = {
  status: number;
  contentType: string;
  text: string;
  /** The body parsed, for a JSON answer. */
  json?: unknown;
};

/** Longer than any answer should take; a request still waiting then is a hang, reported as one. */
const TIMEOUT_MS = 30_000;

function mediaType(contentType: string): string {
  return contentType.split(";")[0]?.trim() ?? "";
}

export async function send(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const where = `${request.method} ${request.path}`;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${where}: no answer (the server closed the connection, crashed or hung)`, { cause: error });
  }
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text();
  const type = mediaType(contentType);
  if (!type.endsWith("json")) return { status: response.status, contentType: type, text };
  try {
    return { status: response.status, contentType: type, text, json: JSON.parse(text) };
  } catch {
    throw new Error(`${where} answered ${response.status} ${type} that is not JSON: ${text.slice(0, 200)}`);
  }
}
