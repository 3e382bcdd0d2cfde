import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { THEME_INIT_SCRIPT } from "./web/src/ssr/themeInitScript.ts";

const backend = "http://127.0.0.1:3000";
const fromHere = (relativePath: string) => fileURLToPath(new URL(relativePath, import.meta.url));

/** The saved theme applies before the first paint: an inline script first in every page's <head>. */
function inlineThemeInit(): Plugin {
  return {
    name: "bramble-inline-theme-init",
    transformIndexHtml: () => [{ tag: "script", children: THEME_INIT_SCRIPT, injectTo: "head-prepend" }],
  };
}

/**
 * `/`'s stylesheets go into its HTML: the server-rendered text paints as soon as the HTML is in,
 * with no render-blocking request (about 5 kB gzip; the app's pages keep their CSS files).
 */
function inlineLandingCss(): Plugin {
  return {
    name: "bramble-inline-landing-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, { filename, bundle }) => {
        if (path.basename(filename) !== "landing.html" || !bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (link, file: string) => {
          const stylesheet = bundle[file];
          return stylesheet?.type === "asset" ? `<style>${String(stylesheet.source)}</style>` : link;
        });
      },
    },
  };
}

/**
 * Two pages for the browser: `index.html`, the app (every route but `/`), and `landing.html`, the
 * template the gateway renders `/` into. With `builder` set, `vite build` then also builds the
 * server renderer of `/` into dist/.ssr/ (a dot folder, which the gateway's static file server never
 * serves), so one build always leaves a renderer and a template that belong together.
 */
export default defineConfig({
  root: fromHere("./web"),
  plugins: [react(), inlineThemeInit(), inlineLandingCss()],
  builder: {},
  build: { emptyOutDir: true },
  environments: {
    client: {
      build: {
        outDir: fromHere("./dist"),
        // dist/.vite/manifest.json: scripts/landing-size.ts reads it to report what `/` loads.
        manifest: true,
        rolldownOptions: { input: { app: fromHere("./web/index.html"), landing: fromHere("./web/landing.html") } },
      },
    },
    ssr: {
      build: {
        outDir: fromHere("./dist/.ssr"),
        copyPublicDir: false,
        rolldownOptions: { input: fromHere("./web/src/ssr/renderLanding.tsx") },
      },
    },
  },
  server: {
    proxy: {
      "/graphql": backend,
      "/api": backend,
      "/healthz": backend,
    },
  },
});
