/**
 * The path and query of a link the server made from its configured address: followed on the page's own
 * origin, so the session cookie goes with it even where that address differs (a development server).
 */
export function sameOriginPath(url: string): string {
  const { pathname, search } = new URL(url, "http://localhost");
  return `${pathname}${search}`;
}
