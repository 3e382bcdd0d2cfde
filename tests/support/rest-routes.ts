import type { Router } from "express";

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every route of an Express router and the routers it mounts, as `METHOD /path` (`GET /customers/:id`). */
export function restRoutes(router: Router): string[] {
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const path = layer.route.path;
        return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
      }
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((router as unknown as { stack: Layer[] }).stack);
}
