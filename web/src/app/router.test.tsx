// @vitest-environment jsdom
import "../test/setupDom.ts";
import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { KNOWN_ROUTE_PATTERNS } from "./routePaths.ts";
import { router } from "./router.tsx";

function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent;
  return `${parent.replace(/\/$/, "")}/${path}`;
}

/** The full path pattern of every route that renders a page, except the catch-all 404. */
function pagePatterns(routes: RouteObject[], parent = "/"): string[] {
  return routes.flatMap((route) => {
    const path = joinPath(parent, route.path);
    if (route.index) return [path];
    if (route.children) return pagePatterns(route.children, path);
    return route.path === "*" ? [] : [path];
  });
}

describe("KNOWN_ROUTE_PATTERNS", () => {
  it("lists exactly the paths the router renders a page for", () => {
    expect([...pagePatterns(router.routes as RouteObject[])].sort()).toEqual([...KNOWN_ROUTE_PATTERNS].sort());
  });
});
