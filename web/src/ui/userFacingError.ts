import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client";

export type ErrorTexts = {
  /** Shown when the server answered but gave no message. */
  fallback: string;
  /** Shown when the server could not be reached at all. */
  network: string;
};

function firstMessage(messages: ReadonlyArray<{ message?: unknown }>): string {
  for (const { message } of messages) {
    if (typeof message === "string" && message.trim() !== "") {
      return message.trim();
    }
  }
  return "";
}

function messageFromBody(bodyText: string): string {
  const text = bodyText.trim();
  if (text === "" || text.startsWith("<")) {
    return "";
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && "errors" in parsed && Array.isArray(parsed.errors)) {
      return firstMessage(parsed.errors);
    }
    return "";
  } catch {
    return text;
  }
}

/**
 * The message the server gave for a failed operation (a GraphQL error's message, or the body of a
 * non-OK HTTP response), or "" when the server gave none. Network failures give "".
 */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return firstMessage(error.errors);
  }
  if (ServerError.is(error)) {
    return messageFromBody(error.bodyText);
  }
  return "";
}

/** Statuses a proxy in front of the app answers with when the app itself cannot be reached. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** True when the request reached the app and got an answer (even an error answer). */
function serverAnswered(error: unknown): boolean {
  if (ServerError.is(error)) {
    return !UNREACHABLE_STATUSES.has(error.statusCode) || messageFromBody(error.bodyText) !== "";
  }
  return CombinedGraphQLErrors.is(error) || ServerParseError.is(error);
}

/**
 * Text for a toast about a failed operation: the server's message, else `fallback` when the
 * server answered without one, else `network` when it could not be reached.
 */
export function userFacingError(error: unknown, texts: ErrorTexts): string {
  if (!serverAnswered(error)) {
    return texts.network;
  }
  return serverMessage(error) || texts.fallback;
}
