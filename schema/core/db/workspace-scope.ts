import { Prisma, type PrismaClient, type Role, type User } from "#prisma/generated/prisma/client.ts";

/**
 * Workspace scoping, enforced here and nowhere else. Every read and write of a workspace model goes
 * through a client bound to one workspace, which adds that workspace to the operation; the system
 * client refuses those models outright, so a query that forgot its workspace fails loudly instead of
 * reading another team's rows.
 */
export const WORKSPACE_MODELS = [
  "customer",
  "company",
  "customField",
  "companyDomain",
  "customerCompany",
  "dealContact",
  "deal",
  "task",
  "activity",
  "apiKey",
  "webhookEndpoint",
  "webhookDelivery",
  "securityEvent",
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

/**
 * The client every request's workspace data goes through. (Whether a write makes a sample row real is
 * the database's rule: see the migration sample_rows_kept.)
 */
export function bindToWorkspace(client: PrismaClient, workspaceId: string) {
  return client.$extends({
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

/** A transaction of the workspace-bound client: bound to the same workspace. */
export type WorkspaceTransaction = Parameters<Parameters<WorkspaceDatabase["$transaction"]>[0]>[0];

/** The bound client or one of its transactions: what a step of a larger write runs on. */
export type WorkspaceWriter = WorkspaceDatabase | WorkspaceTransaction;

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
       * its workspace, its creator and the creator's role there (null once they were removed).
       */
      $findApiKeyByHash: (hash: string) => findApiKeyByHash(client, hash),
      /**
       * An account's own security events (those without a workspace): the one read of the security log
       * outside a workspace, bound to the account as the workspace client is bound to its workspace.
       */
      $accountSecurityEvents: (userId: string) => accountSecurityEvents(client, userId),
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

const ACCOUNT_EVENT_PERSON = { select: { id: true, username: true } } as const;

/** The account's events, newest first by the page's order, with who did each and whom it concerns. */
function accountSecurityEvents(client: PrismaClient, userId: string) {
  const own = (where: Prisma.SecurityEventWhereInput = {}) => ({ AND: [where, { userId, workspaceId: null }] });
  return {
    findMany: (query: Pick<Prisma.SecurityEventFindManyArgs, "where" | "orderBy" | "skip" | "take">) =>
      client.securityEvent.findMany({
        ...query,
        where: own(query.where),
        include: { actor: ACCOUNT_EVENT_PERSON, user: ACCOUNT_EVENT_PERSON },
      }),
    count: () => client.securityEvent.count({ where: own() }),
  };
}

/** A bearer key as the request needs it (see findApiKeyByHash). */
export type ApiKeyFound = {
  id: string;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  readAfter: string | null;
  /** With the workspace's settings a key's requests follow (automatic company links). */
  workspace: { id: string; name: string; deletedAt: Date | null; autoLinkCompanies: boolean; currency: string };
  user: User;
  /** The creator's role in the key's workspace; null once they were removed from it. */
  memberRole: Role | null;
};

type ApiKeyRow = Omit<ApiKeyFound, "workspace" | "user"> & {
  workspaceId: string;
  workspaceName: string;
  workspaceDeletedAt: Date | null;
  workspaceAutoLinkCompanies: boolean;
  workspaceCurrency: string;
} & { [Field in keyof User as `user_${Field}`]: User[Field] };

/**
 * One flat statement, not Prisma's nested include: every request under a key runs it, and PostgreSQL
 * planned the include's three lateral joins and EXISTS anew each time (1.5 ms of planning under load
 * against 0.2 ms of execution), which made the REST list under a key a third slower than under a cookie.
 * The user's columns are listed once; building `user` below fails to compile when User gains a field.
 */
async function findApiKeyByHash(client: Pick<PrismaClient, "$queryRaw">, hash: string): Promise<ApiKeyFound | null> {
  const [row] = await client.$queryRaw<ApiKeyRow[]>`
    SELECT k.id, k.last_used_at AS "lastUsedAt", k.revoked_at AS "revokedAt", k.read_after AS "readAfter",
      k.workspace_id AS "workspaceId", w.name AS "workspaceName", w.deleted_at AS "workspaceDeletedAt",
      w.auto_link_companies AS "workspaceAutoLinkCompanies", w.currency AS "workspaceCurrency",
      m.role::text AS "memberRole",
      u.id AS "user_id", u.username AS "user_username", u.email AS "user_email",
      u.email_normalized AS "user_emailNormalized", u.password_hash AS "user_passwordHash",
      u.email_verified_at AS "user_emailVerifiedAt", u.pending_email AS "user_pendingEmail",
      u.first_name AS "user_firstName", u.last_name AS "user_lastName", u.phone AS "user_phone",
      u.email_notifications AS "user_emailNotifications", u.task_reminders AS "user_taskReminders",
      u.page_size AS "user_pageSize",
      u.role::text AS "user_role", u.disabled_at AS "user_disabledAt",
      u.created_at AS "user_createdAt", u.updated_at AS "user_updatedAt"
    FROM api_keys k
    JOIN workspaces w ON w.id = k.workspace_id
    JOIN users u ON u.id = k.user_id
    LEFT JOIN memberships m ON m.workspace_id = k.workspace_id AND m.user_id = k.user_id
    WHERE k.hash = ${hash}`;
  if (!row) return null;
  const user: User = {
    id: row.user_id,
    username: row.user_username,
    email: row.user_email,
    emailNormalized: row.user_emailNormalized,
    passwordHash: row.user_passwordHash,
    emailVerifiedAt: row.user_emailVerifiedAt,
    pendingEmail: row.user_pendingEmail,
    firstName: row.user_firstName,
    lastName: row.user_lastName,
    phone: row.user_phone,
    emailNotifications: row.user_emailNotifications,
    taskReminders: row.user_taskReminders,
    pageSize: row.user_pageSize,
    role: row.user_role,
    disabledAt: row.user_disabledAt,
    createdAt: row.user_createdAt,
    updatedAt: row.user_updatedAt,
  };
  return {
    id: row.id,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    readAfter: row.readAfter,
    workspace: {
      id: row.workspaceId,
      name: row.workspaceName,
      deletedAt: row.workspaceDeletedAt,
      autoLinkCompanies: row.workspaceAutoLinkCompanies,
      currency: row.workspaceCurrency,
    },
    user,
    memberRole: row.memberRole,
  };
}
