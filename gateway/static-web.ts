import { readFile } from "node:fs/promises";
import path from "node:path";
import express, { Router, type Request, type Response } from "express";
import { isKnownPath } from "#web/server-entry.ts";
import { DEFAULT_SITE_SETTINGS } from "#schema/content/content.defaults.ts";
import { getPageContent } from "#schema/content/content.service.ts";
import type { Database } from "#core/db/db.ts";
import { landingPageRenderer, replaceLiterally } from "./landing-page.ts";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * index.html names the product as a fresh install does (its <title> and meta description say "Bramble
 * CRM"): each page is sent with the company name of the site settings in its place, so the tab shows it
 * from the first paint, before the app sets the page's own title.
 */
export function withCompanyName(html: string, companyName: string): string {
  const headEnd = html.indexOf("</head>");
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  const renamed = head.split(DEFAULT_SITE_SETTINGS.companyName).join(escapeHtml(companyName));
  return renamed + html.slice(head.length);
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
    const content = await getPageContent({ readDb: contentDb(req) });
    const json = JSON.stringify(content);
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
    const page = withCompanyName(template, content.siteSettings.companyName);
    sendPage(res, isKnownPath(req.path) ? 200 : 404, replaceLiterally(page, "</head>", `${dataScript}</head>`));
  });
  return router;
}
