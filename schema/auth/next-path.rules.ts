// Where a sign-in may lead afterwards: shared by the sign-in form and single sign-on's callback (no server imports).

export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/** Any origin works: only whether `next` stays on it matters. */
const PLACEHOLDER_ORIGIN = "https://same-site.invalid";

/**
 * Where to go after signing in: `next` when it is a path on this site ("/invite?token=..."),
 * otherwise the dashboard. Anything that would leave the site ("//evil.example", "/\evil.example",
 * "https://...") is ignored, so a crafted sign-in link cannot send people elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}
