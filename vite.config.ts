import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const backend = "http://127.0.0.1:3000";

export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  plugins: [react()],
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
