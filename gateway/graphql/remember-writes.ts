import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "#core/context.ts";
import { afterWrites } from "#gateway/after-writes.ts";

/** After a mutation, before its answer goes out: the after-write step REST runs after its writing routes. */
export function rememberWritesPlugin(): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== "mutation") return;
      setExecuteFn(async (executionArgs) => {
        const result = await executeFn(executionArgs);
        await afterWrites(executionArgs.contextValue as Context);
        return result;
      });
    },
  };
}
