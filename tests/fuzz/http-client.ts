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
  /** The body parsed, for a JSON answer (the first payload, for a streamed GraphQL answer). */
  json?: unknown;
};

/** Longer than any answer should take; a request still waiting then is a hang, reported as one. */
const TIMEOUT_MS = 30_000;

function mediaType(contentType: string): string {
  return contentType.split(";")[0]?.trim() ?? "";
}

/**
 * The JSON payloads of a streamed GraphQL answer, which a client gets by accepting them: each event's
 * `data:` line of an event stream, each part's body of a multipart/mixed answer.
 */
function streamedPayloads(type: string, text: string): string[] {
  if (type === "text/event-stream") {
    return text
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice("data:".length).trim());
  }
  return text.split(/\r?\n-{2,}[^\r\n]*/).map((part) =>
    part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n\n")
      .trim(),
  );
}

function firstJson(payloads: string[]): unknown {
  for (const payload of payloads) {
    try {
      return JSON.parse(payload);
    } catch {
      // Not this one: a part without a body, the stream's closing event.
    }
  }
  return undefined;
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
  if (type === "text/event-stream" || type === "multipart/mixed") {
    return { status: response.status, contentType: type, text, json: firstJson(streamedPayloads(type, text)) };
  }
  if (!type.endsWith("json")) return { status: response.status, contentType: type, text };
  try {
    return { status: response.status, contentType: type, text, json: JSON.parse(text) };
  } catch {
    throw new Error(`${where} answered ${response.status} ${type} that is not JSON: ${text.slice(0, 200)}`);
  }
}
