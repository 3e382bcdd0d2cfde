import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["web/src/**/*.graphql"],
  ignoreNoDocuments: false,
  generates: {
    "web/src/graphql/generated/": {
      preset: "client",
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        importExtension: ".ts",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: "string" },
      },
    },
  },
};

export default config;
