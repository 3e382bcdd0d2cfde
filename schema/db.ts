import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../prisma/generated/prisma/client.ts";
import { asDomainError } from "./prisma-errors.ts";
import { refuseUnscopedAccess } from "./workspaces/workspace-scope.ts";

export type { WorkspaceDatabase } from "./workspaces/workspace-scope.ts";

export type DatabaseOptions = {
  /** Called with every SQL statement sent, to trace what a request costs. */
  onQuery?: (sql: string, durationMs: number) => void;
};

/**
 * The system client: users, workspaces, memberships and content. Workspace data is reached only
 * through `db.$forWorkspace(id)` (see workspaces/workspace-scope.ts).
 */
export function createDatabase(connectionString: string, { onQuery }: DatabaseOptions = {}) {
  const adapter = new PrismaPg({ connectionString });
  if (!onQuery) return withUnavailableReported(new PrismaClient({ adapter }));
  const client = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  client.$on("query", (event) => onQuery(event.query, event.duration));
  return withUnavailableReported(client);
}

function withUnavailableReported(client: PrismaClient) {
  return transactionsReportingUnavailable(refuseUnscopedAccess(reportingUnavailable(client)));
}

/**
 * A database that is down (stopped, restarting, unreachable) fails every query with the domain's
 * UnavailableError, which each transport answers with 503, wherever the query was made; text the
 * database cannot hold (a NUL character) fails it with a ValidationError, answered 400.
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
