import { renderToString } from "react-dom/server";
import { landingDescription, landingTitle } from "#web/features/landing/landingMeta.ts";
import { parseInitialData } from "#web/ui/site/initialData.ts";
import { LandingApp } from "./LandingApp.tsx";

export type RenderedLanding = {
  /** The page's <title> and meta description. */
  head: string;
  /** The markup for `#root`. */
  body: string;
};

export type RenderLanding = (initialDataJson: string) => RenderedLanding;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The server entry of `/` (built by `vite build --ssr` into dist/.ssr/, loaded by the gateway). It
 * reads the very JSON the page carries in `#bramble-initial-data`, through the same parser the
 * browser uses, so hydration starts from identical data.
 */
export const renderLanding: RenderLanding = (initialDataJson) => {
  const data = parseInitialData(initialDataJson);
  const { companyName } = data.siteSettings;
  return {
    head: `<title>${escapeHtml(landingTitle(companyName))}</title><meta name="description" content="${escapeHtml(landingDescription(companyName))}" />`,
    body: renderToString(<LandingApp data={data} />),
  };
};
