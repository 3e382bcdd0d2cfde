import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import type { Request, Response } from "express";
import { createYoga } from "graphql-yoga";
import type { Logger } from "pino";
import type { Context } from "../../schema/context.ts";
import { schema } from "../../schema/index.ts";
import { armorPlugins } from "./armor.ts";
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
      ...armorPlugins(),
    ],
  });
}
