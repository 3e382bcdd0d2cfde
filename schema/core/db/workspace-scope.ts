import { Prisma, type PrismaClient } from "#prisma/generated/prisma/client.ts";
import { markEditedSamplesReal } from "./sample-rows.ts";

/**
 * Workspace scoping, enforced here and nowhere else. Every read and write of a workspace model goes
 * through a client bound to one workspace, which adds that workspace to the operation; the system
 * client refuses those models outright, so a query that forgot its workspace fails loudly instead of
 * reading another team's rows.
 */
export const WORKSPACE_MODELS = [
  "customer",
  "deal",
  "task",
  "activity",
  "apiKey",
  "webhookEndpoint",
  "webhookDelivery",
] as const;
export type WorkspaceModel = (typeof WORKSPACE_MODELS)[number];

type Args = Record<string, unknown>;

function withWhere(args: Args, workspaceId: string): Args {
  return { ...args, where: { ...(args.where as Args | undefined), workspaceId } };
}

function withData(data: unknown, workspaceId: string): unknown {
  return Array.isArray(data) ? data.map((row: Args) => ({ ...row, workspaceId })) : { ...(data as Args), workspaceId };
}

/** The operation's arguments with the workspace added to what it reads, writes and creates. */
export function scopeArgs(operation: string, rawArgs: unknown, workspaceId: string): Args {
  const args = (rawArgs ?? {}) as Args;
  switch (operation) {
    case "create":
    case "createMany":
    case "createManyAndReturn":
      return { ...args, data: withData(args.data, workspaceId) };
    case "upsert":
      return {
        ...withWhere(args, workspaceId),
        create: withData(args.create, workspaceId),
      };
    default:
      // Reads, counts, aggregates and deletes: all filter on the workspace.
      return withWhere(args, workspaceId);
  }
}

type OperationHook = {
  model: string;
  operation: string;
  args: unknown;
  query: (args: never) => Promise<unknown>;
};

function modelHooks(hook: (params: OperationHook) => Promise<unknown>) {
  return Object.fromEntries(WORKSPACE_MODELS.map((model) => [model, { $allOperations: hook }])) as Record<
    WorkspaceModel,
    { $allOperations: (params: OperationHook) => Promise<unknown> }
  >;
}

/** The client (or the transaction) an extension method was called on. */
function runner(self: unknown): Pick<PrismaClient, "$queryRaw" | "$executeRaw"> {
  return Prisma.getExtensionContext(self) as unknown as Pick<PrismaClient, "$queryRaw" | "$executeRaw">;
}

/** The client every request's workspace data goes through (which also marks an edited sample row real). */
export function bindToWorkspace(client: PrismaClient, workspaceId: string) {
  return client.$extends(markEditedSamplesReal).$extends({
    name: "workspace-scope",
    query: modelHooks(({ operation, args, query }) => query(scopeArgs(operation, args, workspaceId) as never)),
    client: {
      /**
       * Raw SQL on workspace data: the builder receives the bound workspace as a query parameter, so
       * the workspace always comes from this client, never from the caller. Called on a transaction of
       * this client, it runs in that transaction.
       */
      $queryWorkspace<Row>(build: (workspaceId: Prisma.Sql) => Prisma.Sql): Promise<Row[]> {
        return runner(this).$queryRaw<Row[]>(build(Prisma.sql`${workspaceId}::uuid`));
      },
      /** $queryWorkspace for a statement whose rows are not read: answers how many rows it changed. */
      $executeWorkspace(build: (workspaceId: Prisma.Sql) => Prisma.Sql): Promise<number> {
        return runner(this).$executeRaw(build(Prisma.sql`${workspaceId}::uuid`));
      },
    },
  });
}

export type WorkspaceDatabase = ReturnType<typeof bindToWorkspace>;

/** The client for everything that is not one workspace's data: users, workspaces, memberships, content. */
export function refuseUnscopedAccess(client: PrismaClient) {
  return client.$extends({
    name: "refuse-unscoped-workspace-data",
    query: modelHooks(({ model, operation }) => {
      throw new Error(`${model}.${operation} needs a workspace: use the request's workspace client`);
    }),
    client: {
      $forWorkspace: (workspaceId: string) => bindToWorkspace(client, workspaceId),
      /**
       * The one read of workspace data before its workspace is known: a bearer key, by its hash, with
       * its workspace, its creator and the creator's membership there (none once they were removed).
       */
      $findApiKeyByHash: (hash: string) =>
        client.apiKey.findUnique({
          where: { hash },
          include: {
            workspace: true,
            user: { include: { memberships: { where: { workspace: { apiKeys: { some: { hash } } } } } } },
          },
        }),
    },
  });
}

/**
 * The one write of workspace data across workspaces: every key an account made, wherever it made it,
 * revoked (its password was reset, perhaps because it was stolen). It names an account, never a
 * workspace, and runs in the caller's transaction, so the keys go with the new password or not at all.
 */
export function revokeApiKeysOfAccount(db: Pick<PrismaClient, "$executeRaw">, userId: string, at: Date) {
  return db.$executeRaw`UPDATE "api_keys" SET "revoked_at" = ${at.toISOString()}::timestamptz AT TIME ZONE 'UTC'
    WHERE "user_id" = ${userId}::uuid AND "revoked_at" IS NULL`;
}
