import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesPlugin } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import type { Plugin } from "graphql-yoga";
import { queryCostPlugin } from "./query-cost.ts";

/**
 * What one GraphQL operation may ask for. Each limit sits well above what the web client's own
 * operations need (tests/limits/graphql-armor.test.ts runs every one of them, at the largest page
 * size) and far below what it takes to make the server work hard for one request.
 */
export const GRAPHQL_LIMITS = {
  /** The client's deepest operation nests 6 levels (customer → tasks → assignee ...). */
  depth: 10,
  aliases: 15,
  directives: 10,
  /** The client's largest document (with its fragments) is under 200 tokens. */
  tokens: 1000,
  /** A page of 200 customers with every field costs about 2,000. */
  cost: 5000,
} as const;

export function armorPlugins(): Plugin[] {
  return [
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives }),
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
    queryCostPlugin(GRAPHQL_LIMITS.cost),
  ];
}
