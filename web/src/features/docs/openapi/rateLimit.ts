import type { OpenApiDocument } from "./openApiDocument.ts";

/**
 * The rate limit the document announces in its `x-rate-limit` extension, in words ("Each API key may
 * make 1000 requests per hour."), or null when it announces none.
 */
export function rateLimitSentence(document: OpenApiDocument): string | null {
  const extension = document["x-rate-limit"];
  if (!extension || !Number.isInteger(extension.requests) || typeof extension.window !== "string") return null;
  const window = extension.window.startsWith("1 ") ? `per ${extension.window.slice(2)}` : `every ${extension.window}`;
  return `Each ${extension.per ?? "client"} may make ${extension.requests} requests ${window}.`;
}
