import boundaries from "eslint-plugin-boundaries";
import type { Linter } from "eslint";

/**
 * The layers and who may import whom (docs/architecture.md explains them). Each file is the first
 * element its path matches; imports inside one element (one web feature, one domain) are free.
 */
const ELEMENTS = [
  { type: "web-generated", pattern: "web/src/graphql/generated", mode: "folder" },
  { type: "web-server-entry", pattern: "web/src/server-entry.ts", mode: "file" },
  { type: "web-feature", pattern: "web/src/features/*", mode: "folder", capture: ["feature"] },
  { type: "web", pattern: "web", mode: "folder" },
  // The files the web may import from schema/: rules, texts and defaults, pure and import-free of the server.
  { type: "schema-shared", pattern: "schema/*/**/*.{rules,text,defaults}.ts", mode: "file", capture: ["domain"] },
  { type: "schema-core", pattern: "schema/core", mode: "folder" },
  { type: "schema-domain", pattern: "schema/*", mode: "folder", capture: ["domain"] },
  { type: "schema-root", pattern: "schema", mode: "folder" },
  { type: "gateway", pattern: "gateway", mode: "folder" },
  { type: "prisma", pattern: "prisma", mode: "folder" },
  { type: "scripts", pattern: "scripts", mode: "folder" },
  { type: "tests", pattern: "tests", mode: "folder" },
];

/**
 * The domains in layers, lowest first: a domain imports schema/core and the domains of lower layers,
 * never its own layer or a higher one, so no two folders can import each other. A new domain goes
 * into a layer here; until it does, it may import only schema/core.
 */
export const DOMAIN_LAYERS = [
  ["contact", "content", "customers", "notifications"],
  ["activities", "deals", "tasks", "search"],
  ["dashboard", "webhooks"],
  ["workspaces"],
  ["auth"],
  ["account", "admin"],
];

const domainTypes = ["schema-domain", "schema-shared"];
const anyDomain = domainTypes.map((type) => [type, { domain: "!core" }]);
const lowerLayers = DOMAIN_LAYERS.flatMap((layer, index) =>
  layer.map((domain) => ({
    from: domainTypes.map((type) => [type, { domain }]),
    allow: domainTypes.map((type) => [type, { domain: `{${DOMAIN_LAYERS.slice(0, index).flat().join(",") || "-"}}` }]),
  })),
);
const server = ["gateway", "schema-core", "schema-domain", "schema-shared", "schema-root", "prisma", "scripts"];
const webSide = ["web", "web-feature", "web-generated", "web-server-entry"];

const policies = [
  {
    from: ["web", "web-feature", "web-generated"],
    disallow: ["schema-core", "schema-domain", "schema-root", "gateway", "prisma", "scripts", "tests"],
    message: "web/ imports from schema/ only *.rules.ts, *.text.ts and *.defaults.ts files",
  },
  {
    from: ["web-feature"],
    disallow: ["web-feature"],
    message: "A web feature does not import another feature's files: what two share goes to web/src/ui/",
  },
  {
    from: server,
    disallow: webSide,
    message: "The server imports from web/ only through web/src/server-entry.ts",
  },
  { from: ["gateway"], allow: ["web-server-entry"] },
  {
    from: ["schema-core", "schema-domain", "schema-shared", "schema-root"],
    disallow: ["gateway", "scripts", "tests"],
    message: "schema/ does not import the gateway, scripts or tests",
  },
  {
    from: ["schema-core", ["schema-shared", { domain: "core" }]],
    disallow: [...anyDomain, "schema-root"],
    message: "schema/core imports no domain: a domain imports the core",
  },
  {
    from: ["schema-domain", ["schema-shared", { domain: "!core" }]],
    disallow: [...anyDomain, "schema-root"],
    message: "A domain imports only the domains of lower layers (DOMAIN_LAYERS in eslint.boundaries.ts)",
  },
  ...lowerLayers,
];

export const boundariesConfig: Linter.Config = {
  files: ["**/*.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "boundaries/elements": ELEMENTS,
    "boundaries/include": ["web/**", "schema/**", "gateway/**", "prisma/**", "scripts/**", "tests/**"],
    "import/resolver": { typescript: { alwaysTryTypes: true, project: "tsconfig.json" } },
  },
  rules: {
    "boundaries/dependencies": [2, { default: "allow", policies }],
  },
};
