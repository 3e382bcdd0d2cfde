import { readFile } from "node:fs/promises";
import path from "node:path";
import express, { Router, type Request, type Response } from "express";
import { isKnownPath } from "#web/server-entry.ts";
import { getPageContent } from "#schema/content/content.service.ts";
import type { Database } from "#core/db/db.ts";
import { landingPageRenderer, replaceLiterally } from "./landing-page.ts";

/** The hero, site settings and landing page lists as JSON, read from the database on every page request. */
async function initialDataJson(readDb: Database): Promise<string> {
  return JSON.stringify(await getPageContent({ readDb }));
}

/**
 * The page content travels inside the HTML, so the landing page paints its real content
 * without a GraphQL round trip (and without shipping a GraphQL client to `/`). `<` is escaped so
 * no edited text can close the script element.
 */
function initialDataScript(json: string): string {
  return `<script id="bramble-initial-data" type="application/json">${json.replace(/</g, "\\u003c")}</script>`;
}

function sendPage(res: Response, status: number, html: string) {
  res.status(status).type("html").setHeader("Cache-Control", "no-cache").send(html);
}

/**
 * Serves the built web app. Hashed assets are cached for a year. `/` is rendered on the server
 * (landing-page.ts). Every other GET that no API answered gets index.html with the initial data,
 * and the client-side router takes it from there; a path the router does not know is answered 404,
 * so crawlers and monitors see the truth. `contentDb` says where a request's page content is read.
 */
export function serveWeb(webRoot: string, contentDb: (req: Request) => Database) {
  const router = Router();
  const indexHtml = path.join(webRoot, "index.html");
  const renderLandingPage = landingPageRenderer(webRoot);
  router.use(
    "/assets",
    express.static(path.join(webRoot, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  router.use(express.static(webRoot, { index: false, maxAge: "1h" }));
  router.get("/{*path}", async (req, res) => {
    const json = await initialDataJson(contentDb(req));
    const dataScript = initialDataScript(json);
    if (req.path === "/") {
      const landingHtml = await renderLandingPage(json, dataScript);
      if (landingHtml) return sendPage(res, 200, landingHtml);
    }
    const template = await readFile(indexHtml, "utf8").catch(() => undefined);
    if (!template) {
      res.status(404).type("text/plain").send("The web app is not built: run `npm run build`.");
      return;
    }
    sendPage(res, isKnownPath(req.path) ? 200 : 404, replaceLiterally(template, "</head>", `${dataScript}</head>`));
  });
  return router;
}
