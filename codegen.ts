import type { CodegenConfig } from "@graphql-codegen/cli";

/** The landing page makes no GraphQL request: its data comes with the HTML (see features/landing). */
const config: CodegenConfig = {
  schema: "schema.graphql",
  ignoreNoDocuments: false,
  generates: {
    "web/src/graphql/generated/": {
      preset: "client",
      documents: ["web/src/**/*.graphql"],
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        importExtension: ".ts",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: "string", DateTime: "string" },
      },
    },
  },
};

export default config;
