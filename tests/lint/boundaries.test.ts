import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fromProjectRoot } from "#prisma/project-root.ts";

// Each boundary of docs/architecture.md, broken on purpose in a file that is linted but never written:
// `npm run lint` must refuse every one, with the message that says which rule.
const VIOLATIONS = [
  {
    boundary: "web imports a server file of schema/",
    file: "web/src/features/customers/components/Broken.tsx",
    code: 'import { createDatabase } from "#core/db/db.ts";',
    message: "web/ imports from schema/ only *.rules.ts, *.text.ts and *.defaults.ts files",
  },
  {
    boundary: "a web feature imports another feature's files",
    file: "web/src/features/customers/components/Broken.tsx",
    code: 'import { DealCard } from "#web/features/deals/components/DealCard.tsx";',
    message: "A web feature does not import another feature's files: what two share goes to web/src/ui/",
  },
  {
    boundary: "web/src/ui imports a feature",
    file: "web/src/ui/Broken.tsx",
    code: 'import { DealCard } from "#web/features/deals/components/DealCard.tsx";',
    message: "web/src/ui/ does not import a feature: pages compose features",
  },
  {
    boundary: "the server imports web/ other than through its entry",
    file: "gateway/broken.ts",
    code: 'import { THEME_INIT_SCRIPT } from "#web/ssr/themeInitScript.ts";',
    message: "The server imports from web/ only through web/src/server-entry.ts",
  },
  {
    boundary: "the metrics import the web's generated documents",
    file: "gateway/metrics/broken.ts",
    code: 'import * as documents from "#web/graphql/generated/graphql.ts";',
    message: "The server imports from web/ only through web/src/server-entry.ts",
  },
  {
    boundary: "a domain imports the gateway",
    file: "schema/customers/broken.ts",
    code: 'import { buildApp } from "#gateway/app.ts";',
    message: "schema/ does not import the gateway or scripts",
  },
  {
    boundary: "the core imports a domain (db.ts ↔ workspaces/)",
    file: "schema/core/db/broken.ts",
    code: 'import { listMembers } from "#schema/workspaces/members.service.ts";',
    message: "schema/core imports no domain: a domain imports the core",
  },
  {
    boundary: "a folder cycle comes back (workspaces → auth, while auth → workspaces)",
    file: "schema/workspaces/broken.ts",
    code: 'import { login } from "#schema/auth/login.service.ts";',
    message: "A domain imports only the domains of lower layers (DOMAIN_LAYERS in eslint.boundaries.ts)",
  },
  {
    boundary: "a folder cycle comes back (auth → account, while account → auth)",
    file: "schema/auth/broken.ts",
    code: 'import { EMAIL_IN_USE } from "#schema/account/account.rules.ts";',
    message: "A domain imports only the domains of lower layers (DOMAIN_LAYERS in eslint.boundaries.ts)",
  },
];

const ALLOWED = [
  {
    file: "web/src/features/customers/components/Fine.tsx",
    code: 'import { customerInput } from "#schema/customers/customers.rules.ts";',
  },
  {
    file: "web/src/features/customers/components/Fine.tsx",
    code: 'import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";',
  },
  { file: "gateway/fine.ts", code: 'import { THEME_INIT_SCRIPT } from "#web/server-entry.ts";' },
  { file: "schema/auth/fine.ts", code: 'import { listMembers } from "#schema/workspaces/members.service.ts";' },
  { file: "schema/customers/fine.ts", code: 'import { requireWorkspace } from "#core/access/guards.ts";' },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: fromProjectRoot() });
});

async function boundaryMessages(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath: fromProjectRoot(file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/dependencies")
    .map((m) => m.message);
}

describe("the layers' boundaries", () => {
  it.each(VIOLATIONS)("refuses: $boundary", async ({ file, code, message }) => {
    expect(await boundaryMessages(file, code)).toEqual([message]);
  });

  it.each(ALLOWED)("allows $code in $file", async ({ file, code }) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});
