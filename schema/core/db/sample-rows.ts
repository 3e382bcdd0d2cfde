import { Prisma } from "#prisma/generated/prisma/client.ts";

/**
 * A new workspace starts with demo rows (the spec's sample customers, deals, tasks and activities),
 * marked `isSample` so the team can clear them in one go. A person's edit makes a sample row theirs:
 * every update through the workspace client clears the mark. One rule, one extension, beside the
 * workspace scope rather than inside it.
 */
const SAMPLE_MODELS: ReadonlySet<string> = new Set(["Customer", "Deal", "Task", "Activity"]);

type Args = Record<string, unknown>;

const real = (data: unknown): Args => ({ ...(data as Args), isSample: false });

/** The operation's arguments with an edit of a sample row marking it real. */
export function editedSampleArgs(model: string, operation: string, rawArgs: unknown): unknown {
  if (!SAMPLE_MODELS.has(model)) return rawArgs;
  const args = (rawArgs ?? {}) as Args;
  switch (operation) {
    case "update":
    case "updateMany":
    case "updateManyAndReturn":
      return { ...args, data: real(args.data) };
    case "upsert":
      return { ...args, update: real(args.update) };
    default:
      return rawArgs;
  }
}

/** The rule as a client extension, applied by the workspace client (see workspace-scope.ts). */
export const markEditedSamplesReal = Prisma.defineExtension({
  name: "mark-edited-samples-real",
  query: {
    $allModels: {
      $allOperations: ({ model, operation, args, query }) => query(editedSampleArgs(model, operation, args) as never),
    },
  },
});
