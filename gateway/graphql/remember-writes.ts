import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../../schema/context.ts";

/**
 * After a mutation, before its answer goes out: remembers where the caller's writes end (see
 * Context.rememberWrites), as the REST facade does after its write routes.
 */
export function rememberWritesPlugin(): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== "mutation") return;
      setExecuteFn(async (executionArgs) => {
        const result = await executeFn(executionArgs);
        await (executionArgs.contextValue as Context).rememberWrites();
        return result;
      });
    },
  };
}
