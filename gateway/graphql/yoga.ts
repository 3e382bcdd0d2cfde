import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import type { Request, Response } from "express";
import { createYoga } from "graphql-yoga";
import type { Logger } from "pino";
import type { Context } from "#core/context.ts";
import { schema } from "#schema/index.ts";
import { graphqlMetricsPlugin } from "#gateway/metrics/graphql-metrics.ts";
import { WEB_OPERATION_NAMES } from "#gateway/metrics/generated/web-operation-names.ts";
import { armorPlugins } from "./armor.ts";
import { createMaskError } from "./mask-error.ts";
import { refusalMessagesPlugin } from "./refusal-messages.ts";
import { rememberWritesPlugin } from "./remember-writes.ts";

export type YogaServerContext = { req: Request; res: Response };

/**
 * No GraphiQL, in any mode: Yoga's page loads its scripts from a CDN, which the Content-Security-Policy
 * refuses (and this server may not reach). The schema is printed by `npm run schema:print`; any GraphQL
 * client can explore it through introspection.
 */
export function createGraphqlServer(options: { log: Logger }) {
  return createYoga<YogaServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: false,
    landingPage: false,
    // The web app is served from the same origin; answering CORS would let other sites read
    // responses made with the visitor's cookie.
    cors: false,
    logging: options.log,
    maskedErrors: { maskError: createMaskError(options.log) },
    context: ({ res }) => res.locals.context,
    plugins: [
      // Requests a browser would send cross-site without a preflight must carry this header.
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf", "apollo-require-preflight"] }),
      ...armorPlugins(),
      refusalMessagesPlugin(),
      rememberWritesPlugin(),
      graphqlMetricsPlugin(WEB_OPERATION_NAMES),
    ],
  });
}
