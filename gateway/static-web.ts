import { existsSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that no API
 * answered gets index.html, and the client-side router takes it from there.
 */
export function serveWeb(webRoot: string) {
  const router = Router();
  const indexHtml = path.join(webRoot, "index.html");
  router.use(
    "/assets",
    express.static(path.join(webRoot, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  router.use(express.static(webRoot, { index: false, maxAge: "1h" }));
  router.get("/{*path}", (_req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(404).type("text/plain").send("The web app is not built: run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });
  return router;
}
