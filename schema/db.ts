import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../prisma/generated/prisma/client.ts";
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
  if (!onQuery) return refuseUnscopedAccess(new PrismaClient({ adapter }));
  const client = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  client.$on("query", (event) => onQuery(event.query, event.duration));
  return refuseUnscopedAccess(client);
}

export type Database = ReturnType<typeof createDatabase>;

/** The client inside `db.$transaction(async (tx) => ...)`. */
export type DatabaseTransaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];
