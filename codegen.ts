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
    // The operation names /metrics labels as they are (see gateway/metrics/): the gateway's own copy.
    "gateway/metrics/generated/web-operation-names.ts": {
      documents: ["web/src/**/*.graphql"],
      plugins: ["./scripts/codegen/operation-names.ts"],
    },
  },
};

export default config;
