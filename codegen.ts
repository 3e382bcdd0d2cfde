import type { CodegenConfig } from "@graphql-codegen/cli";

const LANDING_DOCUMENTS = "web/src/features/landing/**/*.graphql";

const clientOutput = (documents: string[]) => ({
  preset: "client" as const,
  documents,
  presetConfig: {
    fragmentMasking: false,
  },
  config: {
    importExtension: ".ts",
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { ID: "string", DateTime: "string" },
  },
});

/**
 * Two outputs: the landing page's documents get their own module, because the bundler keeps a
 * module whole in one chunk, and the one shared with `/` would otherwise carry every document of
 * the signed-in app.
 */
const config: CodegenConfig = {
  schema: "schema.graphql",
  ignoreNoDocuments: false,
  generates: {
    "web/src/graphql/generated/": clientOutput(["web/src/**/*.graphql", `!${LANDING_DOCUMENTS}`]),
    "web/src/graphql/generated/landing/": clientOutput([LANDING_DOCUMENTS]),
  },
};

export default config;
