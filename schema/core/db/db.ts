import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "#prisma/generated/prisma/client.ts";
import { DEFAULT_POOL_SIZE } from "./pool-size.ts";
import { asDomainError } from "./prisma-errors.ts";
import { refuseUnscopedAccess } from "./workspace-scope.ts";

export type { WorkspaceDatabase, WorkspaceTransaction, WorkspaceWriter } from "./workspace-scope.ts";

export type DatabaseOptions = {
  /** Called with every SQL statement sent, to trace what a request costs. */
  onQuery?: (sql: string, durationMs: number) => void;
  /** Connections this process keeps to the database at most (pg's default: 10). */
  poolSize?: number;
};

/** How busy a client's connection pool is: for /metrics. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

const pools = new WeakMap<object, pg.Pool>();

/**
 * How long a transaction waits for a connection of the pool. Prisma's default, 2 s, is far shorter than
 * a plain query waits (pg's pool queues it until a connection is free): in a burst of requests, the
 * writes that run in a transaction alone failed with an internal error while every other request was
 * served in turn, as the load test (`npm run load`) found.
 */
export const TRANSACTION_MAX_WAIT_MS = 10_000;
const TRANSACTION_OPTIONS = { maxWait: TRANSACTION_MAX_WAIT_MS };

/**
 * The system client: users, workspaces, memberships and content. Workspace data is reached only
 * through `db.$forWorkspace(id)` (see core/db/workspace-scope.ts).
 */
export function createDatabase(
  connectionString: string,
  { onQuery, poolSize = DEFAULT_POOL_SIZE }: DatabaseOptions = {},
) {
  // Our own pool, so /metrics can tell how busy it is. Statements are sent unnamed (the adapter's
  // default), which PgBouncer in transaction mode needs: a named prepared statement lives on one server
  // connection, and the next transaction may get another.
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const db = withUnavailableReported(
    onQuery ? tracingQueries(adapter, onQuery) : new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS }),
  );
  pools.set(db, pool);
  return db;
}

function tracingQueries(adapter: PrismaPg, onQuery: NonNullable<DatabaseOptions["onQuery"]>): PrismaClient {
  const client = new PrismaClient({
    adapter,
    transactionOptions: TRANSACTION_OPTIONS,
    log: [{ emit: "event", level: "query" }],
  });
  client.$on("query", (event) => onQuery(event.query, event.duration));
  return client;
}

export function poolUse(db: Database): PoolUse | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSizeOf(pool) };
}

function poolSizeOf(pool: pg.Pool): number {
  return pool.options.max ?? DEFAULT_POOL_SIZE;
}

function withUnavailableReported(client: PrismaClient) {
  return transactionsReportingUnavailable(refuseUnscopedAccess(reportingUnavailable(client)));
}

/**
 * A database that is down (stopped, restarting, unreachable) fails every query with the domain's
 * UnavailableError, which each transport answers with 503, wherever the query was made; text holding
 * NUL, which PostgreSQL refuses, fails it with a ValidationError (400).
 */
function reportingUnavailable(client: PrismaClient): PrismaClient {
  const extended = client.$extends({
    name: "report-unavailable-database",
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          throw asDomainError(error);
        }
      },
    },
  });
  // A query extension changes no method's shape, but Prisma types the result as a new client.
  return extended as unknown as PrismaClient;
}

/** The same for a transaction that cannot start, which happens outside any query. */
function transactionsReportingUnavailable<Client extends { $transaction: (...args: never[]) => unknown }>(
  client: Client,
): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== "$transaction" || typeof value !== "function") return value;
      return (...args: unknown[]) =>
        (value.apply(target, args) as Promise<unknown>).catch((error: unknown) => {
          throw asDomainError(error);
        });
    },
  });
}

export type Database = ReturnType<typeof createDatabase>;

/** The client inside `db.$transaction(async (tx) => ...)`. */
export type DatabaseTransaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];

/** How long long-running work through the app's client may hold its transaction (Prisma's default is 5 s). */
export const LONG_WORK_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * Long-running work through the app's client (purging deleted workspaces): one transaction whose
 * statements the request work's statement timeout (DATABASE_STATEMENT_TIMEOUT_MS) does not stop.
 * `SET LOCAL` lasts until the transaction ends and holds through PgBouncer's transaction pooling,
 * which keeps one server connection for the whole transaction.
 */
export function withoutStatementTimeout<Result>(
  db: Database,
  work: (tx: DatabaseTransaction) => Promise<Result>,
): Promise<Result> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET LOCAL statement_timeout = 0`;
      return work(tx);
    },
    { maxWait: TRANSACTION_MAX_WAIT_MS, timeout: LONG_WORK_TIMEOUT_MS },
  );
}
