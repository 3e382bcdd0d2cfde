import type { OpenApiDocument, RateLimitExtension } from "./openApiDocument.ts";

/** The API-key rate limit the document announces in its `x-rate-limit` extension, if it is well formed. */
export function rateLimitOf(document: OpenApiDocument): RateLimitExtension | null {
  const extension = document["x-rate-limit"];
  if (!extension || !Number.isInteger(extension.limit) || typeof extension.window !== "string") return null;
  return extension;
}
