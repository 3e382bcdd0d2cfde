import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderLanding } from "#web/server-entry.ts";

/** What `npm run build` writes for `/`: the page template, and its server renderer in a dot folder express.static never serves. */
export const LANDING_TEMPLATE = "landing.html";
export const LANDING_RENDERER = ".ssr/renderLanding.js";

const HEAD_OUTLET = "<!--ssr-head-->";
const BODY_OUTLET = "<!--ssr-outlet-->";

type Renderer = { template: string; renderLanding: RenderLanding };

/** Puts `text` in place of `marker`, taken literally (a `$&` in an admin's text stays `$&`). */
export function replaceLiterally(html: string, marker: string, text: string): string {
  return html.replace(marker, () => text);
}

/**
 * Renders `/` on the server: the landing page's markup from the same initial data JSON the page
 * carries, so the text paints before any script runs and hydration finds what it renders itself.
 * Returns undefined while the web app has no landing build (the app's index.html then serves `/`).
 *
 * One render is kept, keyed on the data and the year (the footer's copyright shows it): the landing
 * page is the same for every visitor, so a request costs a string comparison until an admin edits
 * its content, and the next request after that edit renders afresh.
 */
export function landingPageRenderer(webRoot: string) {
  const templateFile = path.join(webRoot, LANDING_TEMPLATE);
  const rendererFile = path.join(webRoot, LANDING_RENDERER);
  let loaded: { build: number; renderer: Promise<Renderer> } | undefined;
  let lastRender: { key: string; html: string } | undefined;

  // `?build=` makes Node load a rebuilt renderer as a new module instead of its cached one.
  const load = async (build: number): Promise<Renderer> => {
    const [template, module] = await Promise.all([
      readFile(templateFile, "utf8"),
      import(`${pathToFileURL(rendererFile).href}?build=${build}`) as Promise<{ renderLanding: RenderLanding }>,
    ]);
    return { template, renderLanding: module.renderLanding };
  };

  /**
   * A new build (the template's modification time changed) is picked up on the next request, as
   * index.html is; while a build is under way and the renderer is missing, `/` is the app's page.
   */
  const currentRenderer = async (): Promise<Promise<Renderer> | undefined> => {
    const template = await stat(templateFile).catch(() => undefined);
    if (!template || !existsSync(rendererFile)) return undefined;
    if (loaded?.build !== template.mtimeMs) {
      const renderer = load(template.mtimeMs);
      loaded = { build: template.mtimeMs, renderer };
      lastRender = undefined;
      // A renderer caught half-written is tried again on the next request.
      renderer.catch(() => {
        if (loaded?.renderer === renderer) loaded = undefined;
      });
    }
    return loaded.renderer;
  };

  /** `dataScript` is the initial data's <script> element, which goes last into <head> as on every page. */
  return async function renderLandingPage(initialDataJson: string, dataScript: string): Promise<string | undefined> {
    const renderer = await currentRenderer();
    if (!renderer) return undefined;
    const { template, renderLanding } = await renderer;
    const key = `${new Date().getFullYear()} ${initialDataJson}`;
    if (lastRender?.key !== key) {
      const { head, body } = renderLanding(initialDataJson);
      const withHead = replaceLiterally(template, HEAD_OUTLET, head);
      const withBody = replaceLiterally(withHead, BODY_OUTLET, body);
      lastRender = { key, html: replaceLiterally(withBody, "</head>", `${dataScript}</head>`) };
    }
    return lastRender.html;
  };
}
