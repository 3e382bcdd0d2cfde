// The one door from the server into web/: what the gateway needs of the client, and nothing else
// (the linter refuses any other import of web/ from gateway/ or schema/; see docs/architecture.md).
export type { RenderLanding } from "./ssr/renderLanding.tsx";
export { THEME_INIT_SCRIPT } from "./ssr/themeInitScript.ts";
export { isKnownPath } from "./app/routePaths.ts";
