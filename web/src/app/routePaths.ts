import { ROUTE_TABLE } from "./routeTable.ts";

/**
 * Every path pattern the client-side router renders a page (or a redirect) for, from the route
 * table. The gateway imports this file to answer unknown paths with HTTP 404, so it stays free of
 * React and browser APIs.
 */
export const KNOWN_ROUTE_PATTERNS = ROUTE_TABLE.map((route) => route.path);

/** Decodes the path as React Router does: a path with a malformed percent-encoding stays as it is. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/** The path's segments, ignoring trailing slashes as React Router does ("/about/" is "/about"). */
function segmentsOf(pathname: string): string[] {
  return decodePath(pathname).replace(/\/+$/, "").split("/").slice(1);
}

function matchesPattern(pattern: string, pathSegments: string[]): boolean {
  const patternSegments = pattern === "/" ? [] : pattern.split("/").slice(1);
  const splat = patternSegments.at(-1) === "*";
  const fixed = splat ? patternSegments.slice(0, -1) : patternSegments;
  if (splat ? pathSegments.length < fixed.length : pathSegments.length !== fixed.length) {
    return false;
  }
  return fixed.every((segment, index) => {
    const actual = pathSegments[index] ?? "";
    return segment.startsWith(":") ? actual !== "" : segment.toLowerCase() === actual.toLowerCase();
  });
}

/**
 * True when the router renders a page (not the 404 page) for `pathname`: matching is
 * case-insensitive and ignores trailing slashes, like React Router's.
 */
export function isKnownPath(pathname: string): boolean {
  if (!pathname.startsWith("/")) {
    return false;
  }
  const pathSegments = segmentsOf(pathname);
  return KNOWN_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, pathSegments));
}
