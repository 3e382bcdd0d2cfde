import { createRequire } from "node:module";
import type { ESLint, Linter } from "eslint";

// A CommonJS plugin whose types declare a default export it does not have at run time: loaded as it runs.
const boundaries: ESLint.Plugin = createRequire(import.meta.url)("eslint-plugin-boundaries");

/**
 * The layers and who may import whom (docs/architecture.md explains them). Each file is the first
 * element its path matches; imports inside one element (one web feature, one domain) are free.
 */
const ELEMENTS = [
  { type: "web-generated", pattern: "web/src/graphql/generated" },
  { type: "web-feature", pattern: "web/src/features/*", capture: ["feature"] },
  // Shared by features: presentational pieces and the hooks two features use.
  { type: "web-shared", pattern: "web/src/ui" },
  // The app's frame (router, pages, entry points): composes features.
  { type: "web", pattern: "web" },
  { type: "schema-core", pattern: "schema/core" },
  { type: "schema-domain", pattern: "schema/*", capture: ["domain"] },
  { type: "schema-root", pattern: "schema" },
  { type: "gateway", pattern: "gateway" },
  { type: "prisma", pattern: "prisma" },
  { type: "scripts", pattern: "scripts" },
];

const FILES = [
  // What the web may import from schema/: rules, texts and defaults, pure and free of server imports.
  { category: "web-importable", pattern: "**/*.{rules,text,defaults}.ts" },
  { category: "server-entry", pattern: "web/src/server-entry.ts" },
];

/**
 * The domains in layers, lowest first: a domain imports schema/core and the domains of lower layers,
 * never a domain of its own layer or a higher one, so no two folders can import each other. A new
 * domain goes into a layer here; until it does, it may import only schema/core.
 */
export const DOMAIN_LAYERS = [
  ["custom-fields"],
  ["companies", "contact", "content", "notifications"],
  ["customers"],
  ["activities", "deals", "tasks", "search"],
  ["dashboard", "webhooks"],
  ["workspaces"],
  ["auth"],
  ["account", "admin"],
];

type Captured = Record<string, string | string[]>;
const element = (type: string | string[], captured?: Captured) => ({
  element: { type, ...(captured && { captured }) },
});
const from = (type: string | string[], captured?: Captured) => element(type, captured);
const to = (type: string | string[], captured?: Captured) => ({ to: element(type, captured) });
const file = (categories: string) => ({ to: { file: { categories } } });

const DOMAIN = "schema-domain";
const SCHEMA = ["schema-core", "schema-domain", "schema-root"];
const SERVER = ["gateway", ...SCHEMA, "prisma", "scripts"];
const WEB = ["web", "web-shared", "web-feature", "web-generated"];

const domainLayers = DOMAIN_LAYERS.flatMap((layer, index) =>
  layer.map((domain) => ({
    from: from(DOMAIN, { domain }),
    allow: to(DOMAIN, { domain: DOMAIN_LAYERS.slice(0, index).flat() }),
  })),
);

const policies = [
  {
    from: from(WEB),
    disallow: to([...SCHEMA, "gateway", "prisma", "scripts"]),
    message: "web/ imports from schema/ only *.rules.ts, *.text.ts and *.defaults.ts files",
  },
  { from: from(WEB), allow: { to: { element: { type: SCHEMA }, file: { categories: "web-importable" } } } },
  {
    from: from("web-feature"),
    disallow: to("web-feature"),
    message: "A web feature does not import another feature's files: what two share goes to web/src/ui/",
  },
  {
    from: from("web-shared"),
    disallow: to("web-feature"),
    message: "web/src/ui/ does not import a feature: pages compose features",
  },
  {
    from: from(SERVER),
    disallow: to(WEB),
    message: "The server imports from web/ only through web/src/server-entry.ts",
  },
  { from: from("gateway"), allow: file("server-entry") },
  {
    from: from(SCHEMA),
    disallow: to(["gateway", "scripts"]),
    message: "schema/ does not import the gateway or scripts",
  },
  {
    from: from("schema-core"),
    disallow: to(["schema-domain", "schema-root"]),
    message: "schema/core imports no domain: a domain imports the core",
  },
  {
    from: from(DOMAIN),
    disallow: to([DOMAIN, "schema-root"]),
    message: "A domain imports only the domains of lower layers (DOMAIN_LAYERS in eslint.boundaries.ts)",
  },
  ...domainLayers,
  { from: from(DOMAIN), allow: to(DOMAIN, { domain: "{{ from.element.captured.domain }}" }) },
];

export const boundariesConfig: Linter.Config = {
  files: ["**/*.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "boundaries/elements": ELEMENTS,
    "boundaries/files": FILES,
    "boundaries/include": ["web/**", "schema/**", "gateway/**", "prisma/**", "scripts/**"],
    // Tests reach across layers on purpose (a test database, a page's constant); they are not layers.
    "boundaries/ignore": ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    "import/resolver": { typescript: { alwaysTryTypes: true, project: "tsconfig.json" } },
  },
  rules: {
    "boundaries/dependencies": [2, { default: "allow", policies }],
  },
};
