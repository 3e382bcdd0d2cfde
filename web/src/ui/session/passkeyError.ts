import { userFacingError } from "../userFacingError.ts";

export const PASSKEY_CANCELLED = "The passkey request was cancelled or timed out.";

const ERROR_TEXTS = {
  fallback: "The passkey was not accepted",
  network: "Failed to reach the server. Please try again.",
};

/**
 * What to tell the person when a passkey ceremony failed: the browser's refusal (they cancelled, it
 * timed out, no passkey of this site was there) or the server's message.
 */
export function passkeyError(error: unknown): string {
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError"))
    return PASSKEY_CANCELLED;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.name === "NotAllowedError") return PASSKEY_CANCELLED;
  return userFacingError(error, ERROR_TEXTS);
}
