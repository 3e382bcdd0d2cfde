import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { THEME_INIT_SCRIPT } from "./web/src/ssr/themeInitScript.ts";

const backend = "http://127.0.0.1:3000";

/** The saved theme applies before the first paint: an inline script first in every page's <head>. */
function inlineThemeInit(): Plugin {
  return {
    name: "bramble-inline-theme-init",
    transformIndexHtml: () => [{ tag: "script", children: THEME_INIT_SCRIPT, injectTo: "head-prepend" }],
  };
}

export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  plugins: [react(), inlineThemeInit()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/landing-size.ts reads it to report what `/` loads.
    manifest: true,
  },
  server: {
    proxy: {
      "/graphql": backend,
      "/api": backend,
      "/healthz": backend,
    },
  },
});
