import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import type { Request, Response } from "express";
import { createYoga } from "graphql-yoga";
import type { Logger } from "pino";
import type { Context } from "../../schema/context.ts";
import { schema } from "../../schema/index.ts";
import { createMaskError } from "./mask-error.ts";

export type YogaServerContext = { req: Request; res: Response };

export function createGraphqlServer(options: { log: Logger; production: boolean }) {
  return createYoga<YogaServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !options.production,
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
      maxDepthPlugin({ n: 10 }),
      maxAliasesPlugin({ n: 15 }),
      maxTokensPlugin({ n: 2000 }),
      costLimitPlugin({ maxCost: 5000 }),
    ],
  });
}
