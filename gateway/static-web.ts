import { readFile } from "node:fs/promises";
import path from "node:path";
import express, { Router } from "express";
import { isKnownPath } from "../web/src/app/routePaths.ts";
import { getHero, getSiteSettings } from "../schema/content/content.service.ts";
import type { Database } from "../schema/db.ts";

/**
 * The hero and site settings travel inside the HTML, so the landing page paints its real content
 * without a GraphQL round trip (and without shipping a GraphQL client to `/`). `<` is escaped so
 * no edited text can close the script element.
 */
async function initialDataScript(db: Database): Promise<string> {
  const [hero, siteSettings] = await Promise.all([getHero({ db }), getSiteSettings({ db })]);
  const json = JSON.stringify({ hero, siteSettings }).replace(/</g, "\\u003c");
  return `<script id="bramble-initial-data" type="application/json">${json}</script>`;
}

/**
 * Serves the built web app. Hashed assets are cached for a year. Every other GET that no API
 * answered gets index.html with the initial data, and the client-side router takes it from there;
 * a path the router does not know is answered 404, so crawlers and monitors see the truth.
 */
export function serveWeb(webRoot: string, db: Database) {
  const router = Router();
  const indexHtml = path.join(webRoot, "index.html");
  router.use(
    "/assets",
    express.static(path.join(webRoot, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  router.use(express.static(webRoot, { index: false, maxAge: "1h" }));
  router.get("/{*path}", async (req, res) => {
    const template = await readFile(indexHtml, "utf8").catch(() => undefined);
    if (!template) {
      res.status(404).type("text/plain").send("The web app is not built: run `npm run build`.");
      return;
    }
    const html = template.replace("</head>", `${await initialDataScript(db)}</head>`);
    res
      .status(isKnownPath(req.path) ? 200 : 404)
      .type("html")
      .setHeader("Cache-Control", "no-cache")
      .send(html);
  });
  return router;
}
